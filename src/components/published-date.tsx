import * as React from 'react';
import { useLocale } from '../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, timeAgo, type AgoUnit } from '../i18n/dates';
import type { MessageKey } from '../i18n/messages';
import { keptOrDrawn, useKeptAsBuilt } from '../sections/static-section';
import { whenIdle } from './when-idle';

type T = TFunction<'common'>;

const AGO: Record<AgoUnit, MessageKey> = {
  minutes: 'offer_published_minutes',
  hours: 'offer_published_hours',
  days: 'offer_published_days',
  months: 'offer_published_months',
  years: 'offer_published_years',
};

/** « Publiée il y a 10 jours »: never « dans », the date being at least a minute before now. */
const relativeText = (t: T, value: string, now: Date): string => {
  const { unit, count } = timeAgo(value, now);
  return t(AGO[unit], { count });
};

/**
 * "Publiée le 12 novembre 2026" in the static HTML, then "Publiée il y a 10 jours" in the browser: a
 * relative time written at build time would be wrong the next day. It never says « dans ». On the page's
 * start the built text is kept until the browser is idle: drawing it again would format the date with the French time
 * zone, whose data is the costliest format of a page's start.
 */
export function PublishedDate({ value }: { value: string }): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const kept = useKeptAsBuilt();
  const [now, setNow] = React.useState<Date | null>(null);
  React.useEffect(() => whenIdle(() => setNow(new Date())), []);
  return keptOrDrawn(now === null && kept, 'time', { dateTime: value, className: 'meta', 'data-published': '' }, () =>
    now === null ? t('offer_published', { date: formatDate(locale, value) }) : relativeText(t, value, now),
  );
}

/**
 * The dates of built HTML kept as it is (cards kept as built, src/features/jobs/offer-cards.tsx) told
 * relative once the page has started, as PublishedDate's are.
 */
export function useKeptPublishedDates(container: React.RefObject<HTMLElement | null>, kept: boolean): void {
  const { t } = useTranslation('common');
  React.useEffect(() => {
    const element = container.current;
    if (!kept || element === null) return undefined;
    return whenIdle(() => {
      const now = new Date();
      for (const time of element.querySelectorAll<HTMLTimeElement>('time[data-published]')) time.textContent = relativeText(t, time.dateTime, now);
    });
  }, [container, kept, t]);
}
