import * as React from 'react';
import { Link } from 'gatsby';
import { buildPath, DEFAULT_LOCALE, type Locale } from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { formatAmount, type MessageKey } from '../../i18n/messages';
import { formatDate } from '../../i18n/dates';
import { PublishedDate } from '../../components/published-date';
import { payKey } from './offer-pay';
import type { Day, Slot } from '@rythmo/site-map';

/** What an offer's card shows: the live API's card, or the same fields read at build time. */
export type OfferCardData = {
  slug: string;
  title: string;
  place: string | null;
  contracts: { slug: string; label: string }[];
  remuneration: number | null;
  remuneration_unit: string | null;
  start_date: string | null;
  publication_date: string | null;
  rhythm: { days: Day[]; slots: Slot[]; hours_per_week: number } | null;
  agency: { slug: string; name: string } | null;
  distance_km?: number;
};

export const DAY_KEYS: Record<Day, MessageKey> = {
  mon: 'day_monday',
  tue: 'day_tuesday',
  wed: 'day_wednesday',
  thu: 'day_thursday',
  fri: 'day_friday',
  sat: 'day_saturday',
  sun: 'day_sunday',
};
export const SLOT_KEYS: Record<Slot, MessageKey> = { morning: 'slot_morning', afternoon: 'slot_afternoon', evening: 'slot_evening', night: 'slot_night' };

/**
 * The language of an offer's own text (title, place, description, skills): editors write offers in the
 * site's default language, French; a page in another language marks it (`lang`) for screen readers,
 * translation tools and search engines. Undefined on a French page, where it is the page's language.
 */
export const contentLang = (locale: Locale): Locale | undefined => (locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE);

/**
 * An offer in a list, laid out for scanning: title, place and distance, badges, what the list adds (on the
 * jobs list, whether it fits the candidate's rhythm), pay, start, publication, agency.
 */
export function OfferCard({ offer, children }: { offer: OfferCardData; children?: React.ReactNode }): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const distance = offer.distance_km === undefined ? null : t('offer_distance', { km: formatAmount(locale, offer.distance_km).replace(/[,.]\d+$/, '') });
  return (
    <li className="card offer-card">
      <h3 lang={contentLang(locale)}>
        <Link to={buildPath('jobs-slug', locale, { slug: offer.slug })}>{offer.title}</Link>
      </h3>
      <p className="meta">
        <span lang={contentLang(locale)}>{offer.place}</span>
        {distance === null ? null : offer.place === '' || offer.place === null ? distance : ` · ${distance}`}
      </p>
      <ul className="badges" aria-label={t('offer_badges')}>
        {offer.contracts.map((contract) => (
          <li key={contract.slug} className="badge">
            {contract.label}
          </li>
        ))}
        {offer.rhythm !== null ? (
          <>
            {offer.rhythm.days.length > 0 ? (
              <li className="badge badge-rhythm">{offer.rhythm.days.map((day) => t(DAY_KEYS[day]).slice(0, 3)).join(' ')}</li>
            ) : null}
            {offer.rhythm.slots.map((slot) => (
              <li key={slot} className="badge badge-rhythm">
                {t(SLOT_KEYS[slot])}
              </li>
            ))}
            <li className="badge badge-rhythm">{t('offer_hours', { count: offer.rhythm.hours_per_week })}</li>
          </>
        ) : null}
      </ul>
      {children}
      <p className="meta">
        {offer.remuneration !== null ? <strong>{t(payKey(offer.remuneration_unit), { amount: formatAmount(locale, offer.remuneration) })}</strong> : null}
        {offer.start_date !== null ? ` · ${t('offer_start', { date: formatDate(locale, offer.start_date) })}` : ''}
      </p>
      <p className="meta offer-card-footer">
        {offer.publication_date !== null ? <PublishedDate value={offer.publication_date} /> : null}
        {offer.agency !== null ? <span> · {offer.agency.name}</span> : null}
      </p>
    </li>
  );
}
