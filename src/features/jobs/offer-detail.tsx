import * as React from 'react';
import { graphql, Link } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { payKey } from './offer-pay';
import { formatAmount, type MessageKey } from '../../i18n/messages';
import { formatDate } from '../../i18n/dates';
import { buildPath, DAYS, RHYTHM_FIELDS, SLOTS, type Day, type Slot } from '@rythmo/site-map';
import { contentLang, DAY_KEYS, SLOT_KEYS } from './offer-card';
import { Markdown } from '../../components/markdown';
import { PublishedDate } from '../../components/published-date';
import { FIRST_SCREEN } from '../../components/first-screen';
import { followInSite, keptOrDrawn, useKeptAsBuilt } from '../../sections/static-section';

export const offerDetailFragments = graphql`
  fragment OfferDetail on STRAPI_JOB_OFFER {
    ...OfferCard
    offer_id
    latitude
    longitude
    city { region }
    publication_date
    valid_through
    works { slug }
    agency { name slug }
    event { name slug }
    required_skills { name }
    rhythm { monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night hours_per_week }
    description { data { childMarkdownRemark { html } } }
  }
  fragment OfferLabels on Query {
    contractLabels: allStrapiContract(filter: { locale: { eq: $locale } }) { nodes { slug label } }
    tradeLabels: allStrapiTrade(filter: { locale: { eq: $locale } }) { nodes { slug name work { slug name } } }
  }
`;

/** Links separated by commas in the text, not in the links: a link's name is its own words alone. */
const commaSeparated = (links: React.JSX.Element[]): React.ReactNode =>
  links.map((link, index) => (
    <React.Fragment key={link.key ?? index}>
      {index > 0 ? ', ' : null}
      {link}
    </React.Fragment>
  ));

/**
 * Where the job is, its city a link to the city's page: « Stade municipal, Lyon » with « Lyon » linked
 * when the place names its city, else the place then the city, never the city twice.
 */
function Place({ place, city }: { place: string | null; city: { slug: string; name: string } | null }): React.JSX.Element {
  const { locale } = useLocale();
  const lang = contentLang(locale);
  if (city === null) return <span lang={lang}>{place}</span>;
  const link = <Link to={buildPath('cities-name', locale, { name: city.slug })}>{city.name}</Link>;
  const text = place ?? '';
  if (text === '' || text === city.name) return link;
  if (text.endsWith(`, ${city.name}`))
    return (
      <>
        <span lang={lang}>{text.slice(0, -city.name.length)}</span>
        {link}
      </>
    );
  return (
    <>
      <span lang={lang}>{text}</span>, {link}
    </>
  );
}

type OfferDetailProps = { offer: Queries.OfferDetailFragment; labels: Queries.OfferLabelsFragment; actions?: React.ReactNode };

/** The offer's facts, drawn: where, which contract and trade, pay, dates, rhythm, agency, event. */
function FactItems({ offer, labels }: Omit<OfferDetailProps, 'actions'>): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const contractLabel = new Map(labels.contractLabels.nodes.map((n) => [n.slug, n.label]));
  const trades = new Map(labels.tradeLabels.nodes.map((n) => [n.slug, n]));
  const rhythm = offer.rhythm;
  const pick = <T extends Day | Slot>(values: readonly T[], keys: Record<T, MessageKey>): string[] =>
    rhythm === null ? [] : values.filter((value) => rhythm[RHYTHM_FIELDS[value]] === true).map((value) => t(keys[value]));
  const days = pick(DAYS, DAY_KEYS);
  const slots = pick(SLOTS, SLOT_KEYS);
  return (
    <>
      <dt>{t('offer_place')}</dt>
      <dd>
        <Place place={offer.place} city={offer.city} />
      </dd>
      <dt>{t('offer_contracts')}</dt>
      <dd>
        {commaSeparated(
          (offer.contracts ?? []).flatMap((c) =>
            c === null
              ? []
              : [
                  <Link key={c.slug} to={buildPath('jobs-type', locale, { type: c.slug })}>
                    {contractLabel.get(c.slug) ?? c.slug}
                  </Link>,
                ],
          ),
        )}
      </dd>
      <dt>{t('offer_works')}</dt>
      <dd>
        {commaSeparated(
          (offer.works ?? []).flatMap((w) => {
            const trade = w === null ? undefined : trades.get(w.slug);
            if (trade === undefined || trade.work === null) return [];
            return [
              <Link key={trade.slug} to={buildPath('works-slug-job', locale, { secteur: trade.work.slug, job: trade.slug })}>
                {trade.name}
              </Link>,
            ];
          }),
        )}
      </dd>
      {offer.remuneration !== null ? (
        <>
          <dt>{t('offer_pay_label')}</dt>
          <dd>{t(payKey(offer.remuneration_unit), { amount: formatAmount(locale, offer.remuneration) })}</dd>
        </>
      ) : null}
      {offer.start_date !== null ? (
        <>
          <dt>{t('offer_start_label')}</dt>
          <dd>{formatDate(locale, offer.start_date)}</dd>
        </>
      ) : null}
      {offer.valid_through !== null ? (
        <>
          <dt>{t('offer_deadline_label')}</dt>
          <dd>{formatDate(locale, offer.valid_through)}</dd>
        </>
      ) : null}
      {rhythm !== null ? (
        <>
          <dt>{t('offer_rhythm')}</dt>
          <dd>{[days.join(', '), slots.join(', '), t('offer_hours', { count: rhythm.hours_per_week ?? 0 })].filter((s) => s !== '').join(' · ')}</dd>
        </>
      ) : null}
      {offer.agency !== null ? (
        <>
          <dt>{t('offer_agency')}</dt>
          <dd>
            <Link to={buildPath('agencies-slug', locale, { slug: offer.agency.slug })}>{offer.agency.name}</Link>
          </dd>
        </>
      ) : null}
      {offer.event !== null ? (
        <>
          <dt>{t('offer_event')}</dt>
          <dd>
            <Link to={buildPath('events-slug', locale, { slug: offer.event.slug })}>{offer.event.name}</Link>
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The facts as built when the page starts: they do not move, and their formats (a language's first number
 * and date formats) are among the costliest of an offer page's start. Drawn by their code otherwise.
 */
function OfferFacts(props: Omit<OfferDetailProps, 'actions'>): React.JSX.Element {
  // Kept, its links lead in the site (followInSite); drawn, they are Gatsby's.
  const kept = useKeptAsBuilt();
  return keptOrDrawn(kept, 'dl', kept ? { className: 'facts', onClick: followInSite } : { className: 'facts' }, () => <FactItems {...props} />);
}

/** Everything about one offer: the job page and its embeddable view show the same detail. */
export function OfferDetail({ offer, labels, actions = null }: OfferDetailProps): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const lang = contentLang(locale);
  return (
    <article className="offer-detail">
      <h1 {...FIRST_SCREEN} lang={lang}>
        {offer.title}
      </h1>
      {lang !== undefined ? <p className="notice offer-language">{t('offer_in_french')}</p> : null}
      <OfferFacts offer={offer} labels={labels} />
      {actions}
      <div lang={lang}>
        <Markdown html={offer.description?.data?.childMarkdownRemark?.html} />
      </div>
      {(offer.required_skills ?? []).length > 0 ? (
        <section>
          <h2>{t('offer_skills')}</h2>
          <ul lang={lang}>{(offer.required_skills ?? []).map((s) => (s === null ? null : <li key={s.name}>{s.name}</li>))}</ul>
        </section>
      ) : null}
      {offer.publication_date !== null ? (
        <p>
          <PublishedDate value={offer.publication_date} />
        </p>
      ) : null}
    </article>
  );
}
