import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Day, Slot } from '@rythmo/site-map';
import { activeFilters, type ActiveFilter, type JobsQuery } from './jobs-query';
import { useFilterOptions, type FilterOption } from './filter-options';
import { DAY_KEYS, SLOT_KEYS } from './offer-card';
import { useLocale } from '../../i18n/locale-context';
import { formatPay } from '../../i18n/messages';
import { formatDay } from '../../i18n/dates';

const labelIn = (options: FilterOption[], slug: string): string => options.find((option) => option.slug === slug)?.label ?? slug;

/**
 * The filters of the list, above it, on every page that shows the list: each a button that removes it
 * (the place, a sector, Saturday…), so that a visitor sees what narrows the list without opening the panel.
 */
export function ActiveFilters({ query, onChange }: { query: JobsQuery; onChange: (query: JobsQuery) => void }): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const options = useFilterOptions();
  const label = (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'text':
        return t('filter_text', { text: filter.text });
      case 'geolocation':
        return filter.name !== null ? t('filter_around', { name: filter.name }) : t('filter_around_me');
      case 'location':
        return 'department' in filter.value
          ? t('filter_in_department', { name: filter.value.department })
          : t('filter_in_region', { name: filter.value.region });
      case 'maxHours':
        return t('filter_hours_max', { hours: filter.hours });
      case 'minPay':
        return t('filter_pay_min', { amount: formatPay(locale, filter.pay) });
      case 'availableOn':
        return t('filter_available_on', { date: formatDay(locale, filter.date) });
      case 'rhythmOnly':
        return t('filter_rhythm_only');
      case 'works':
        return labelIn(options.works, filter.value);
      case 'contractTypes':
        return labelIn(options.contractTypes, filter.value);
      case 'studentTypes':
        return labelIn(options.studentTypes, filter.value);
      case 'days':
        return t(DAY_KEYS[filter.value as Day]);
      case 'slots':
        return t(SLOT_KEYS[filter.value as Slot]);
      case 'city':
        return t('filter_in_city', { name: filter.value });
      case 'agency':
      case 'event':
        return filter.value;
    }
  };
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t('filters_active')}>
      {filters.map((filter) => {
        const text = label(filter);
        return (
          <li key={`${filter.kind}:${text}`}>
            <button type="button" aria-label={t('filter_remove', { label: text })} onClick={() => onChange(filter.without)}>
              {text} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
