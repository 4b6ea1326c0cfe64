import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { ErrorScreen } from '../components/error-screen';
import type { PageContext } from '../routing/page-context';
import { translate } from '../i18n/messages';

export default function NotFoundPage({ pageContext, location }: PageProps<object, PageContext>): React.JSX.Element {
  return (
    <Layout context={pageContext}>
      <ErrorScreen status={404} path={`${location.pathname}${location.search}${location.hash}`} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={translate(pageContext.locale, 'not_found_title')}
    description={translate(pageContext.locale, 'not_found_subtitle')}
    noindex
  />
);
