import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { AnyLink } from '../components/ui/any-link';
import type { SectionProps } from './heading';
import { useClaims, useOfferCounts } from './page-data';
import { claimFloor } from './claim-floor';

/**
 * The site's claims: the offers online, counted when the page was built (« Plus de 1 600 offres »,
 * a round number below the count, or the count itself), and from the CMS's general settings the profile
 * made in a few minutes, the gift-card contest on the social network, and the mobile app on both stores.
 * Its heading is for screen readers.
 */
export function ClaimsSection({ data, id }: SectionProps<Queries.ClaimsSectionFragment>): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { total = 0 } = useOfferCounts();
  const global = useClaims();
  if (global === undefined || global === null) return null;
  const claim = claimFloor(total);
  return (
    <section aria-labelledby={id} className="claims">
      <h2 id={id} className="visually-hidden">
        {data.title || t('claims_title')}
      </h2>
      <ul className="cards claims-list">
        <li className="card">
          <strong>{total > claim ? t('claim_offers_more', { count: claim }) : t('offers_count', { count: total })}</strong> {t('claim_offers_text')}
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

/** The general settings the claims read (the page's query reads them where it shows them: `$claims`). */
export const claimsGlobalFragment = graphql`
  fragment ClaimsGlobal on STRAPI_GLOBAL {
    profileMinutes
    contestAmount
    contestNetwork
    appStoreUrl
    playStoreUrl
  }
`;

export const claimsSectionFragment = graphql`
  fragment ClaimsSection on STRAPI__COMPONENT_SECTIONS_CLAIMS {
    title
  }
`;
