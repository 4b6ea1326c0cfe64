import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { Layout } from '../layouts/layout';
import { Seo, useSiteIdentity } from '../components/seo';
import { OfferDetail } from '../features/jobs/offer-detail';
import { useOfferPageData } from '../features/jobs/offer-page-data';
import { pageT } from '../i18n/page-messages';
import type { PageContext } from '../routing/page-context';

/**
 * The embeddable view of every offer (route iframe-jobs-slug), framed by partner sites: one static shell
 * per language. The host serves it at each /iframe/jobs/<slug> whose offer has a page, and 404 otherwise;
 * in the browser it reads that page's data and shows the same detail, each link opening in the partner's
 * window. One shell instead of a page per offer and language: 3,200 fewer pages to build at the seed,
 * 40,000 at 20,000 offers. The view is not indexed; without JavaScript it links to the offers.
 */
export default function JobOfferEmbedPage({ pageContext, params }: PageProps<Queries.JobOfferEmbedPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const slug: string | undefined = params.slug;
  const { page, retry } = useOfferPageData(locale, slug);
  const { brand } = useSiteIdentity();
  const title = page.state === 'ready' ? page.data.offer?.title : undefined;
  React.useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${brand}`;
  }, [title, brand]);
  const allOffers = (
    <Link className="btn btn-secondary" to={buildPath('jobs', locale)}>
      {t('embed_offer_all')}
    </Link>
  );
  return (
    <Layout context={pageContext}>
      {page.state === 'ready' && page.data.offer !== null ? (
        <OfferDetail offer={page.data.offer} labels={page.data} />
      ) : (
        <div className="embed-status" aria-busy={page.state === 'loading'}>
          {page.state === 'loading' ? (
            <>
              <p role="status" className="meta client-only-status">
                {t('embed_offer_loading')}
              </p>
              <noscript>
                <p className="notice">{t('embed_offer_noscript')}</p>
                <p>
                  <a className="btn btn-secondary" href={buildPath('jobs', locale)}>
                    {t('embed_offer_all')}
                  </a>
                </p>
              </noscript>
            </>
          ) : page.state === 'missing' ? (
            <div role="alert">
              <p>{t('embed_offer_missing')}</p>
              <p>{allOffers}</p>
            </div>
          ) : (
            <div role="alert">
              <p>{t('embed_offer_failed')}</p>
              <p className="embed-status-actions">
                <button type="button" className="btn btn-primary" onClick={retry}>
                  {t('jobs_retry')}
                </button>
                {slug !== undefined ? (
                  <Link className="btn btn-secondary" to={buildPath('jobs-slug', locale, { slug })}>
                    {t('embed_offer_open')}
                  </Link>
                ) : null}
              </p>
            </div>
          )}
        </div>
      )}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.JobOfferEmbedPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return <Seo context={pageContext} title={t('embed_offer_title')} description={t('embed_offer_description')} locales={data.locales} />;
};

export const query = graphql`
  query JobOfferEmbedPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
