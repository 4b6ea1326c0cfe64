import * as React from 'react';
import { useLocale } from '../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { formatAgo, formatDate } from '../i18n/dates';

/**
 * "Publiée le 12 novembre 2026" in the static HTML, then "Publiée il y a 10 jours" in the browser: a
 * relative time written at build time would be wrong the next day. It never says « dans ».
 */
export function PublishedDate({ value }: { value: string }): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const [now, setNow] = React.useState<Date | null>(null);
  React.useEffect(() => setNow(new Date()), []);
  return (
    <time dateTime={value} className="meta">
      {now === null ? t('offer_published', { date: formatDate(locale, value) }) : t('offer_published_relative', { relative: formatAgo(locale, value, now) })}
    </time>
  );
}
