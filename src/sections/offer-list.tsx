import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath, OFFER_PAGE_SIZE, type Locale } from '@rythmo/site-map';
import { Button } from '../components/ui/button';
import { useLocale } from '../i18n/locale-context';
import { OfferCards, sameCards } from '../features/jobs/offer-cards';
import { useCardData } from '../features/jobs/offer-list';
import { jobsSearch, type JobsQuery } from '../features/jobs/jobs-query';
import { fetchOffers } from '../features/jobs/live-offers';
import { SectionHeading, type SectionProps } from './heading';
import { keptOrDrawn, useKeptAsBuilt } from './static-section';
import { offerListQuery } from './offer-criteria';
import { useSectionOffers } from './page-data';
import { onceNear } from './near-screen';
import { takeCheckedList, type LiveList } from './live-check';

/**
 * The section's offers as the live API gives them now, asked once the section comes near the screen: the
 * pages of the search that hold its count; or those its live check found (./live-check.ts), when the page
 * started with the section as built. Null until they answer, and after a failure (the build's stay).
 */
function useLiveList(section: React.RefObject<HTMLElement | null>, headingId: string, query: JobsQuery, count: number, locale: Locale): LiveList | null {
  const [live, setLive] = React.useState<LiveList | null>(null);
  const search = jobsSearch(query);
  const latest = React.useRef(query);
  latest.current = query;
  React.useEffect(() => {
    const checked = takeCheckedList(headingId);
    if (checked !== null) {
      setLive(checked);
      return undefined;
    }
    const element = section.current;
    if (element === null || count <= 0) return undefined;
    const controller = new AbortController();
    const ask = (): void => {
      const pages = Array.from({ length: Math.ceil(count / OFFER_PAGE_SIZE) }, (_, n) =>
        fetchOffers({ ...latest.current, page: n + 1 }, locale, controller.signal),
      );
      Promise.all(pages).then(
        (answers) => setLive({ offers: answers.flatMap((answer) => answer.data).slice(0, count), total: answers[0].meta.total }),
        // The client has logged a failure (src/api-client/client.ts); the build's offers stay.
        () => undefined,
      );
    };
    const stop = onceNear(element, ask);
    return () => {
      stop();
      controller.abort();
    };
  }, [section, headingId, search, count, locale]);
  return live;
}

/**
 * The offers online that answer the editor's criteria: those chosen when the page was built (rebuilt when
 * one comes or goes), refreshed from the live API when the section comes into view, so that an offer
 * published or withdrawn since shows as it is now; and a link to all of them on the jobs list, searched
 * the same way.
 */
export function OfferListSection({ data, opens, id, index }: SectionProps<Queries.OfferListSectionFragment>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const built = useSectionOffers(index);
  const toCard = useCardData();
  const query = offerListQuery(data);
  const ref = React.useRef<HTMLElement>(null);
  const live = useLiveList(ref, id, query, data.count ?? 0, locale);
  const builtCards = React.useMemo(() => built.offers.map(toCard), [built.offers, toCard]);
  // The build's cards stay as built while the live API shows the same ones.
  const liveDiffers = React.useMemo(() => live !== null && !sameCards(live.offers, builtCards), [live, builtCards]);
  const [asBuilt, setAsBuilt] = React.useState(true);
  if (asBuilt && liveDiffers) setAsBuilt(false);
  const offers = live?.offers ?? builtCards;
  const total = live?.total ?? built.total;
  // The link's count is kept as built while it is the build's: the first number a page formats costs the
  // language's number data (about 120 ms of CPU at a 4× slowdown), at the page's start.
  const countKept = useKeptAsBuilt() && total === built.total;
  const all = `${buildPath('jobs', locale)}${jobsSearch(query)}`;
  return (
    <section ref={ref} className="section offer-list" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title || t('section_offers_title')} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      {offers.length === 0 ? <p className="empty">{t('section_offers_empty')}</p> : <OfferCards offers={offers} asBuilt={asBuilt} />}
      <p className="section-buttons">
        <Button to={all} variant="secondary">
          {keptOrDrawn(countKept, 'span', {}, () => (total > 0 ? t('section_offers_all', { count: total }) : t('section_offers_search')))}
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

/** The criteria of an offer list, which ./offer-criteria.ts reads (an alert sign-up's are read by the build: src/build-time/section-offers.ts). */
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
