import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { ErrorScreen } from '../components/error-screen';
import type { PageContext } from '../routing/page-context';
import { localeOfPath } from '@rythmo/site-map';
import { PageMessages, pageT } from '../i18n/page-messages';
import { i18nPageContext } from '../i18n/options';

/**
 * In the browser, Gatsby renders its page /404.html (French) at every unknown address: the language is the
 * address's own, so that an unknown /en/… path keeps the English page the host served for it. This page
 * alone therefore carries the messages of every language.
 */
const contextAt = (pageContext: PageContext, pathname: string): PageContext => {
  const locale = localeOfPath(pathname);
  return { ...pageContext, locale, i18n: i18nPageContext(locale, pathname) };
};

export default function NotFoundPage({ data, pageContext, location }: PageProps<Queries.NotFoundPageQuery, PageContext>): React.JSX.Element {
  const context = contextAt(pageContext, location.pathname);
  return (
    <PageMessages locales={data.locales} context={context.i18n}>
      <Layout context={context}>
        <ErrorScreen status={404} path={`${location.pathname}${location.search}${location.hash}`} />
      </Layout>
    </PageMessages>
  );
}

export const Head = ({ data, pageContext, location }: HeadProps<Queries.NotFoundPageQuery, PageContext>): React.JSX.Element => {
  const context = contextAt(pageContext, location.pathname);
  const t = pageT(data.locales, context.locale);
  return <Seo context={context} title={t('not_found_title')} description={t('not_found_subtitle')} locales={data.locales} noindex />;
};

export const query = graphql`
  query NotFoundPage($namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces } }, sort: [{ language: ASC }, { ns: ASC }]) { edges { node { ns data language } } }
  }
`;
