import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { ErrorScreen } from '../components/error-screen';
import type { PageContext } from '../routing/page-context';
import { localeOfPath } from '@rythmo/site-map';
import { translate } from '../i18n/messages';

/**
 * In the browser, Gatsby renders its page /404.html (French) at every unknown address: the language is the
 * address's own, so that an unknown /en/… path keeps the English page the host served for it.
 */
const contextAt = (pageContext: PageContext, pathname: string): PageContext => ({ ...pageContext, locale: localeOfPath(pathname) });

export default function NotFoundPage({ pageContext, location }: PageProps<object, PageContext>): React.JSX.Element {
  return (
    <Layout context={contextAt(pageContext, location.pathname)}>
      <ErrorScreen status={404} path={`${location.pathname}${location.search}${location.hash}`} />
    </Layout>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, PageContext>): React.JSX.Element => {
  const context = contextAt(pageContext, location.pathname);
  return <Seo context={context} title={translate(context.locale, 'not_found_title')} description={translate(context.locale, 'not_found_subtitle')} noindex />;
};
