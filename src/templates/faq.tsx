import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { Markdown } from '../components/markdown';
import { translate, type MessageKey } from '../i18n/messages';
import type { PageContext } from '../routing/page-context';

const CATEGORIES: Record<string, MessageKey> = { candidats: 'faq_candidats', entreprises: 'faq_entreprises', agences: 'faq_agences' };

export default function FaqPage({ data, pageContext }: PageProps<Queries.FaqPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={translate(locale, 'faq_title')} lead={translate(locale, 'faq_description')} />
      {Object.entries(CATEGORIES).map(([category, key]) => {
        const entries = data.entries.nodes.filter((e) => e.category === category);
        if (entries.length === 0) return null;
        return (
          <section key={category} className="faq">
            <h2>{translate(locale, key)}</h2>
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

export const Head = messageHead('faq_title', 'faq_description');

export const query = graphql`
  query FaqPage($locale: String!) {
    entries: allStrapiFaqEntry(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) {
      nodes { question category answer { data { childMarkdownRemark { html } } } }
    }
  }
`;
