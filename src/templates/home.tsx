import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo, SiteJsonLd } from '../components/seo';
import { OfferList } from '../features/jobs/offer-list';
import { pageOffers } from '../features/jobs/page-offers';
import { countsBy } from '../components/counts';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';
import { Button } from '../components/ui/button';
import { AnyLink } from '../components/ui/any-link';
import { HeroSearch } from '../features/search/search-dialog';
import { FIRST_SCREEN } from '../components/first-screen';

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>): React.JSX.Element {
  return (
    <Layout context={pageContext}>
      <HomeContent data={data} context={pageContext} />
    </Layout>
  );
}

function HomeContent({ data, context }: { data: Queries.HomePageQuery; context: PageContext }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = context;
  const counts = countsBy(context.offerCounts);
  const offers = pageOffers(data.offers, context);
  return (
    <>
      <section className="hero">
        <h1 {...FIRST_SCREEN}>{data.home?.headline}</h1>
        <p className="lead">{data.home?.subheadline}</p>
        <HeroSearch submitLabel={t('find_job')} />
      </section>
      <Claims global={data.global} total={offers.totalCount} />
      <section aria-labelledby="steps">
        <h2 id="steps">{t('home_steps')}</h2>
        <ol className="steps">
          {(data.home?.steps ?? []).map((step) =>
            step === null ? null : (
              <li key={step.title}>
                <strong>{step.title}</strong> <span>{step.text}</span>
              </li>
            ),
          )}
        </ol>
      </section>
      <OfferList offers={offers.nodes} total={offers.totalCount} />
      <section aria-labelledby="cities">
        <h2 id="cities">{t('home_cities')}</h2>
        <ul className="chips">
          {data.cities.nodes.map((city) => (
            <li key={city.slug}>
              <Link to={buildPath('cities-name', locale, { name: city.slug })}>
                {city.name} <span className="count">{t('offers_count', { count: counts.get(city.slug) ?? 0 })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="testimonials">
        <h2 id="testimonials">{t('home_testimonials')}</h2>
        <ul className="cards">
          {(data.home?.testimonials ?? []).map((item) =>
            item === null ? null : (
              <li key={item.name} className="card">
                <blockquote>{item.quote}</blockquote>
                <p className="meta">
                  {item.name} · {item.role}
                </p>
              </li>
            ),
          )}
        </ul>
      </section>
      <section aria-labelledby="blog">
        <h2 id="blog">{t('home_blog')}</h2>
        <ul className="cards">
          {data.articles.nodes.map((article) => (
            <li key={article.slug} className="card">
              <h3>
                <Link to={buildPath('blog-slug', locale, { slug: article.slug })}>{article.title}</Link>
              </h3>
              <p>{article.excerpt}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="cta" aria-labelledby="recruiters">
        <h2 id="recruiters">{data.home?.recruiterCtaTitle}</h2>
        <p>{data.home?.recruiterCtaText}</p>
        <Button to={buildPath('entreprise', locale)} variant="secondary">
          {t('nav_entreprise')}
        </Button>
      </section>
    </>
  );
}

/**
 * The marketing claims of spec §1, from the CMS: more than N offers only while the published offers really
 * exceed N (else their real count), the profile made in a few minutes, the gift-card contest on the social
 * network, and the mobile app on both stores.
 */
function Claims({ global, total }: { global: Queries.HomePageQuery['global']; total: number }): React.JSX.Element | null {
  const { t } = useTranslation('common');
  if (global === null) return null;
  const claim = global.offerCountClaim ?? 0;
  return (
    <section aria-labelledby="claims" className="claims">
      <h2 id="claims" className="visually-hidden">
        {t('claims_title')}
      </h2>
      <ul className="cards claims-list">
        <li className="card">
          <strong>{claim > 0 && total > claim ? t('claim_offers_more', { count: claim }) : t('offers_count', { count: total })}</strong>{' '}
          {t('claim_offers_text')}
        </li>
        {global.profileMinutes ? (
          <li className="card">
            <strong>{t('claim_profile', { minutes: global.profileMinutes })}</strong> {t('claim_profile_text')}
          </li>
        ) : null}
        {global.contestAmount && global.contestNetwork ? (
          <li className="card">
            <strong>{t('claim_contest', { amount: global.contestAmount })}</strong> {t('claim_contest_text', { network: global.contestNetwork })}
          </li>
        ) : null}
        {global.appStoreUrl || global.playStoreUrl ? (
          <li className="card">
            <strong>{t('claim_app')}</strong>{' '}
            {global.appStoreUrl ? (
              <AnyLink to={global.appStoreUrl} external>
                {t('claim_app_store')}
              </AnyLink>
            ) : null}
            {global.appStoreUrl && global.playStoreUrl ? ' · ' : null}
            {global.playStoreUrl ? (
              <AnyLink to={global.playStoreUrl} external>
                {t('claim_play_store')}
              </AnyLink>
            ) : null}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={data.home?.seo?.metaTitle ?? data.home?.headline ?? ''}
    description={data.home?.seo?.metaDescription ?? data.global?.siteDescription ?? ''}
    locales={data.locales}
  >
    <SiteJsonLd locale={pageContext.locale} />
  </Seo>
);

export const query = graphql`
  query HomePage($locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    home: strapiHomePage(locale: { eq: $locale }) {
      headline
      subheadline
      recruiterCtaTitle
      recruiterCtaText
      steps { title text }
      testimonials { name role quote }
      seo { ...SeoFields }
    }
    global: strapiGlobal(locale: { eq: $locale }) {
      siteDescription
      offerCountClaim
      profileMinutes
      contestAmount
      contestNetwork
      appStoreUrl
      playStoreUrl
    }
    offers: offersById(ids: $offers) { ...OfferCard }
    cities: allStrapiCity(filter: { locale: { eq: $locale }, sort: { ne: null } }, sort: { sort: ASC }) {
      nodes { name slug }
    }
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: 3) {
      nodes { title slug excerpt }
    }
  }
`;
