import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { Markdown } from '../components/markdown';
import type { MessageKey } from '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { pageT } from '../i18n/page-messages';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';
import { Button } from '../components/ui/button';
import { ContactFormIsland } from '../features/contact/contact-island';

function ContactPageForm(): React.JSX.Element {
  return (
    <section className="account-page contact-page">
      <ContactFormIsland />
    </section>
  );
}

const SECTIONS: Record<string, { title: MessageKey; description: MessageKey }> = {
  home: { title: 'entreprise_title', description: 'entreprise_description' },
  contact: { title: 'entreprise_contact_title', description: 'entreprise_contact_description' },
  formation: { title: 'entreprise_training_title', description: 'entreprise_training_description' },
};

const sectionOf = (context: PageContext): { title: MessageKey; description: MessageKey } => SECTIONS[context.section ?? 'home'] ?? SECTIONS.home;

/**
 * A page of the recruiters' area (home, contact, training): its text from the CMS (company pages, one per
 * section and language), the area's links, the company's address, the contact form on the contact page.
 */
export default function CompanyPage({ data, pageContext }: PageProps<Queries.CompanyPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const section = sectionOf(pageContext);
  const global = data.global;
  return (
    <Layout context={pageContext}>
      <PageHeader title={data.page?.title ?? t(section.title)} lead={data.page?.lead ?? t(section.description)} />
      <Markdown html={data.page?.body?.data?.childMarkdownRemark?.html} />
      <ul className="chips">
        <li>
          <Link to={buildPath('entreprise', locale)}>{t('entreprise_title')}</Link>
        </li>
        <li>
          <Link to={buildPath('entreprise-contact', locale)}>{t('entreprise_contact_title')}</Link>
        </li>
        <li>
          <Link to={buildPath('entreprise-formation', locale)}>{t('entreprise_training_title')}</Link>
        </li>
      </ul>
      {global !== null ? (
        <address className="card">
          <strong>{global.legalName}</strong>
          <br />
          {global.address?.street}, {global.address?.postalCode} {global.address?.locality}
          <br />
          <a href={`mailto:${global.email ?? ''}`}>{global.email}</a> · <a href={`tel:${(global.telephone ?? '').replace(/\s/g, '')}`}>{global.telephone}</a>
        </address>
      ) : null}
      {global?.recruiterErpUrl ? (
        <p>
          <Button to={global.recruiterErpUrl} external variant="primary">
            {t('entreprise_erp_link')}
          </Button>
        </p>
      ) : null}
      {pageContext.section === 'contact' ? <ContactPageForm /> : null}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CompanyPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return (
    <Seo
      context={pageContext}
      title={data.page?.title ?? t(sectionOf(pageContext).title)}
      description={data.page?.lead ?? t(sectionOf(pageContext).description)}
      locales={data.locales}
      parents={pageContext.section === 'home' ? [] : ['entreprise']}
    />
  );
};

export const query = graphql`
  query CompanyPage($locale: String!, $namespaces: [String!]!, $section: String = "home") {
    ...PageLocales
    page: strapiCompanyPage(locale: { eq: $locale }, section: { eq: $section }) {
      title
      lead
      body { data { childMarkdownRemark { html } } }
    }
    global: strapiGlobal(locale: { eq: $locale }) {
      legalName
      email
      telephone
      recruiterErpUrl
      address { street postalCode locality }
    }
  }
`;
