import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { Button } from '../components/ui/button';
import { useLocale } from '../i18n/locale-context';
import { OfferCard } from '../features/jobs/offer-card';
import { useCardData } from '../features/jobs/offer-list';
import { jobsSearch } from '../features/jobs/jobs-query';
import { SectionHeading, type SectionProps } from './heading';
import { offerListQuery } from './offer-criteria';
import { useSectionOffers } from './page-data';

/**
 * The offers online that answer the editor's criteria, chosen when the page was built (rebuilt when one
 * comes or goes), and a link to all of them on the jobs list, searched the same way.
 */
export function OfferListSection({ data, opens, id, index }: SectionProps<Queries.OfferListSectionFragment>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const { offers, total } = useSectionOffers(index);
  const toCard = useCardData();
  const query = offerListQuery(data);
  const all = `${buildPath('jobs', locale)}${jobsSearch(query)}`;
  return (
    <section className="section offer-list" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title || t('section_offers_title')} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      {offers.length === 0 ? (
        <p className="empty">{t('section_offers_empty')}</p>
      ) : (
        <ul className="cards offer-cards">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={toCard(offer)} />
          ))}
        </ul>
      )}
      <p className="section-buttons">
        <Button to={all} variant="secondary">
          {total > 0 ? t('section_offers_all', { count: total }) : t('section_offers_search')}
        </Button>
      </p>
    </section>
  );
}

export const offerListSectionFragment = graphql`
  fragment OfferListSection on STRAPI__COMPONENT_SECTIONS_OFFER_LIST {
    title
    text
    count
    sort
    ...OfferCriteria
  }
`;

/** The criteria of a section that searches offers (the offer list, the alert sign-up): ./offer-criteria.ts reads them. */
export const offerCriteriaFragment = graphql`
  fragment OfferCriteria on StrapiOfferCriteria {
    keyword
    department
    region
    city { slug }
    sector { slug }
    trade { slug }
    contract { slug }
    student_job_type { slug }
    agency { slug }
    event { slug }
    rhythm { monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night max_hours }
  }
`;
