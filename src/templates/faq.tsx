import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { pageT } from '../i18n/page-messages';
import { PageHeader } from '../components/page-header';
import { Markdown } from '../components/markdown';
import type { MessageKey } from '../i18n/messages';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../routing/page-context';

const CATEGORIES: Record<string, MessageKey> = { candidats: 'faq_candidats', entreprises: 'faq_entreprises', agences: 'faq_agences' };

export default function FaqPage({ data, pageContext }: PageProps<Queries.FaqPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('faq_title')} lead={t('faq_description')} />
      {Object.entries(CATEGORIES).map(([category, key]) => {
        const entries = data.entries.nodes.filter((e) => e.category === category);
        if (entries.length === 0) return null;
        return (
          <section key={category} className="faq">
            <h2>{t(key)}</h2>
            {entries.map((entry) => (
              <details key={entry.question}>
                <summary>{entry.question}</summary>
                <Markdown html={entry.answer?.data?.childMarkdownRemark?.html} />
              </details>
            ))}
          </section>
        );
      })}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.FaqPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return (
    <Seo context={pageContext} title={t('faq_title')} description={t('faq_description')} locales={data.locales}>
      <FaqJsonLd items={data.entries.nodes.map((entry) => ({ question: entry.question, answer: entry.answer?.data?.childMarkdownRemark?.html ?? null }))} />
    </Seo>
  );
};

export const query = graphql`
  query FaqPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    entries: allStrapiFaqEntry(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) {
      nodes { question category answer { data { childMarkdownRemark { html } } } }
    }
  }
`;
