import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/messages';
import { MotionDialog, type Entrance } from '../../components/motion/motion-dialog';
import {
  DAYS,
  DEFAULT_RADIUS_KM,
  frenchToday,
  HOUR_STEPS,
  isCalendarDate,
  MAX_AVAILABLE_DATES,
  PAY_STEPS,
  RHYTHM_MATCHES,
  SLOTS,
  type Day,
} from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { formatPay } from '../../i18n/messages';
import { formatDay } from '../../i18n/dates';
import { RADII, toggle, withoutFilters, type JobsQuery, type ListFilter } from './jobs-query';
import { DAY_KEYS, SLOT_KEYS } from './offer-card';
import type { Facets } from './live-offers';
import { findPlaces, PlaceField, placeLabel, type PlaceChoice } from '../../components/place-field';
import { useFilterOptions, type FilterOption } from './filter-options';

function RemovePlace({ onClick }: { onClick: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="btn btn-tertiary btn-sm" onClick={onClick}>
      {t('filter_remove_place')}
    </button>
  );
}

type PanelProps = {
  query: JobsQuery;
  /** Filters the page itself sets (a contract type's page): not offered in the panel. */
  fixed: Partial<JobsQuery>;
  facets: Facets | null;
  total: number | null;
  onChange: (query: JobsQuery) => void;
  onClose: () => void;
  /** Once the panel has gone: the list moves into view and takes the focus (Dialog's returnFocus). */
  onClosed: () => void;
};

/** The name of a département or a région chosen by code (a shared link holds only the code), from geo-search. */
function useLocationName(location: JobsQuery['location']): string | null {
  const [name, setName] = React.useState<{ code: string; label: string } | null>(null);
  const code = location === null ? null : 'department' in location ? location.department : location.region;
  const kind = location !== null && 'department' in location ? 'DEPARTMENT' : 'REGION';
  React.useEffect(() => {
    if (code === null) return undefined;
    const controller = new AbortController();
    findPlaces(kind, code, 1, controller.signal).then(
      ([place]) => place?.code === code && setName({ code, label: placeLabel(place) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [code, kind]);
  return code === null ? null : name?.code === code ? name.label : code;
}

const WEEKEND: readonly string[] = ['sat', 'sun'] satisfies Day[];
/** The student job type that the days' « Le week-end » says already. */
const WEEKEND_STUDENT_TYPE = 'week-end';

const FACET_OF: Partial<Record<ListFilter, keyof Facets>> = {
  works: 'works',
  contractTypes: 'contract_types',
  studentTypes: 'student_types',
  days: 'days',
  slots: 'slots',
};

/**
 * The filter panel: each choice applies at once (the list behind updates and the URL with
 * it), with the number of offers it would give next to it; the place is the visitor's position or the
 * place chosen in the search, with its radius; the rhythm is the brand's promise: days, time of day,
 * hours a week.
 */
/**
 * « Disponible le … »: the dates chosen, each with its button to remove it, and a date field to add one
 * (from today on). Offers work on one of them: started by then, on a day of their rhythm.
 */
function AvailableDates({ query, id, onChange }: { query: JobsQuery; id: string; onChange: (query: JobsQuery) => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const [draft, setDraft] = React.useState('');
  const [error, setError] = React.useState<MessageKey | null>(null);
  const full = query.availableOn.length >= MAX_AVAILABLE_DATES;
  const today = frenchToday();
  const problem: MessageKey | null = !isCalendarDate(draft)
    ? 'filter_available_invalid'
    : draft < today
      ? 'filter_available_past'
      : query.availableOn.includes(draft)
        ? 'filter_available_twice'
        : null;
  const add = (): void => {
    if (full) return;
    setError(problem);
    if (problem !== null) return;
    onChange({ ...query, availableOn: [...query.availableOn, draft].sort(), page: 1 });
    setDraft('');
  };
  return (
    <fieldset className="filter-group">
      <legend>{t('filter_available')}</legend>
      <p className="filter-hint" id={`${id}-hint`}>
        {t('filter_available_hint', { max: MAX_AVAILABLE_DATES })}
      </p>
      {query.availableOn.length > 0 ? (
        <ul className="filter-dates">
          {query.availableOn.map((date) => {
            const label = t('filter_available_on', { date: formatDay(locale, date) });
            return (
              <li key={date}>
                <span>{label}</span>
                <button
                  type="button"
                  className="btn btn-tertiary btn-sm"
                  aria-label={t('filter_remove', { label })}
                  onClick={() => onChange({ ...query, availableOn: query.availableOn.filter((other) => other !== date), page: 1 })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="filter-date-add">
        <label htmlFor={`${id}-date`}>{t('filter_available_date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          min={today}
          value={draft}
          aria-describedby={error === null ? `${id}-hint` : `${id}-hint ${id}-error`}
          aria-invalid={error !== null}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn btn-secondary btn-sm" aria-disabled={full} onClick={add}>
          {t('filter_available_add')}
        </button>
      </div>
      {error !== null ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function FilterPanel({ query, fixed, facets, total, onChange, onClose, onClosed }: PanelProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const options = useFilterOptions();
  const [locating, setLocating] = React.useState(false);
  const [geoError, setGeoError] = React.useState<MessageKey | null>(null);
  const count = (name: ListFilter, value: string): number | null => {
    const facet = FACET_OF[name];
    return facets === null || facet === undefined ? null : (facets[facet][value] ?? 0);
  };
  const group = (name: ListFilter, title: MessageKey, values: FilterOption[], first: React.ReactNode = null) =>
    fixed[name] !== undefined ? null : (
      <fieldset className="filter-group">
        <legend>{t(title)}</legend>
        {first}
        {values.map((option) => {
          const n = count(name, option.slug);
          return (
            <label key={option.slug} className="filter-option">
              <input type="checkbox" checked={query[name].includes(option.slug)} onChange={() => onChange(toggle(query, name, option.slug))} />
              <span>{option.label}</span>
              {n !== null ? <span className="filter-count">{n}</span> : null}
            </label>
          );
        })}
      </fieldset>
    );
  const panelId = React.useId();
  const heading = React.useRef<HTMLHeadingElement>(null);
  // « Le week-end » is Saturday and Sunday among the days: one way to say it (the student job type of
  // the same name is left out of the panel).
  const weekend = WEEKEND.every((day) => query.days.includes(day));
  const toggleWeekend = (): void =>
    onChange({ ...query, days: weekend ? query.days.filter((day) => !WEEKEND.includes(day)) : [...new Set([...query.days, ...WEEKEND])], page: 1 });
  const locationName = useLocationName(query.location);
  // One place at a time: a position (with its radius), or a département, or a région.
  const placeAt = (position: { lat: number; long: number }, name: string | null): void =>
    onChange({ ...query, geolocation: { ...position, name, radius: query.geolocation?.radius ?? DEFAULT_RADIUS_KM }, location: null, page: 1 });
  const choosePlace = (place: PlaceChoice): void => {
    if (place.kind === 'CITY') {
      if (place.position !== null) placeAt(place.position, place.name);
    } else onChange({ ...query, geolocation: null, location: place.kind === 'DEPARTMENT' ? { department: place.code } : { region: place.code }, page: 1 });
  };
  const locate = (): void => {
    if (!('geolocation' in navigator)) {
      setGeoError('geo_unavailable');
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (value: number): number => Math.round(value * 1e4) / 1e4;
        placeAt({ lat: round(position.coords.latitude), long: round(position.coords.longitude) }, null);
      },
      (error) => {
        setLocating(false);
        setGeoError(error.code === error.PERMISSION_DENIED ? 'geo_denied' : 'geo_unavailable');
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const geolocation = query.geolocation;
  // A sheet rising from the bottom where it fills a phone's screen (the width of global.css), a short rise elsewhere.
  const [entrance] = React.useState<Entrance>(() => (window.matchMedia('(max-width: 640px)').matches ? 'bottom' : 'rise'));
  return (
    // The heading takes the focus, not the place field: a phone's keyboard would cover half the panel.
    <MotionDialog label={t('filter_panel_title')} onClose={onClose} returnFocus={onClosed} className="filter-panel" initialFocus={heading} entrance={entrance}>
      {(close) => (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {t('filter_panel_title')}
          </h2>
          <div className="filter-groups">
            <fieldset className="filter-group">
              <legend>{t('filter_place')}</legend>
              {fixed.city === undefined && query.city.length > 0 ? (
                <p>
                  {t('filter_in_city', { name: query.city.join(', ') })} <RemovePlace onClick={() => onChange({ ...query, city: [], page: 1 })} />
                </p>
              ) : null}
              {query.location !== null ? (
                <p>
                  {t('department' in query.location ? 'filter_in_department' : 'filter_in_region', { name: locationName ?? '' })}{' '}
                  <RemovePlace onClick={() => onChange({ ...query, location: null, page: 1 })} />
                </p>
              ) : null}
              {geolocation !== null ? (
                <p>
                  {geolocation.name !== null ? t('filter_around', { name: geolocation.name }) : t('filter_around_me')}{' '}
                  <RemovePlace onClick={() => onChange({ ...query, geolocation: null, page: 1 })} />
                </p>
              ) : null}
              <PlaceField id={`${panelId}-place`} onChoose={choosePlace} />
              <button type="button" className="btn btn-secondary btn-sm" onClick={locate} disabled={locating}>
                {locating ? t('filter_near_me_locating') : t('filter_near_me')}
              </button>
              {geoError !== null ? (
                <p className="field-error" role="alert">
                  {t(geoError)}
                </p>
              ) : null}
              {geolocation !== null ? (
                <label className="filter-option">
                  <span>{t('filter_radius')}</span>
                  <select
                    value={geolocation.radius}
                    onChange={(event) => onChange({ ...query, geolocation: { ...geolocation, radius: Number(event.target.value) }, page: 1 })}
                  >
                    {[...new Set([...RADII, geolocation.radius])]
                      .sort((a, b) => a - b)
                      .map((km) => (
                        <option key={km} value={km}>
                          {t('filter_radius_km', { km })}
                        </option>
                      ))}
                  </select>
                </label>
              ) : null}
            </fieldset>
            {group('works', 'filter_works', options.works)}
            {group('contractTypes', 'filter_contracts', options.contractTypes)}
            {group(
              'studentTypes',
              'filter_student_types',
              options.studentTypes.filter((option) => option.slug !== WEEKEND_STUDENT_TYPE),
            )}
            {group(
              'days',
              'filter_days',
              DAYS.map((day) => ({ slug: day, label: t(DAY_KEYS[day]) })),
              <label className="filter-option filter-weekend">
                <input type="checkbox" checked={weekend} onChange={toggleWeekend} />
                <span>{t('filter_weekend')}</span>
              </label>,
            )}
            {group(
              'slots',
              'filter_slots',
              SLOTS.map((slot) => ({ slug: slot, label: t(SLOT_KEYS[slot]) })),
            )}
            {query.days.length > 0 || query.slots.length > 0 ? (
              <fieldset className="filter-group">
                <legend>{t('filter_rhythm_match')}</legend>
                {RHYTHM_MATCHES.map((match) => (
                  <label key={match} className="filter-option">
                    <input
                      type="radio"
                      name={`${panelId}-rhythm-match`}
                      checked={query.rhythmMatch === match}
                      onChange={() => onChange({ ...query, rhythmMatch: match, page: 1 })}
                    />
                    <span>{t(match === 'only' ? 'filter_rhythm_only' : 'filter_rhythm_any')}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <fieldset className="filter-group">
              <legend>{t('filter_hours')}</legend>
              {[null, ...HOUR_STEPS].map((hours) => {
                const n = hours === null || facets === null ? null : (facets.max_hours[String(hours)] ?? 0);
                return (
                  <label key={hours ?? 'any'} className="filter-option">
                    <input type="radio" name="max-hours" checked={query.maxHours === hours} onChange={() => onChange({ ...query, maxHours: hours, page: 1 })} />
                    <span>{hours === null ? t('filter_hours_any') : t('filter_hours_max', { hours })}</span>
                    {n !== null ? <span className="filter-count">{n}</span> : null}
                  </label>
                );
              })}
            </fieldset>
            <fieldset className="filter-group" aria-describedby={`${panelId}-pay-hint`}>
              <legend>{t('filter_pay')}</legend>
              <p className="filter-hint" id={`${panelId}-pay-hint`}>
                {t('filter_pay_hint')}
              </p>
              {/* A pay from a shared link that is no step is offered too, as the radius is. */}
              {[null, ...new Set([...PAY_STEPS, ...(query.minPay === null ? [] : [query.minPay])])]
                .sort((a, b) => (a ?? 0) - (b ?? 0))
                .map((pay) => {
                  const n = pay === null || facets === null ? null : (facets.min_pay[String(pay)] ?? (PAY_STEPS.some((step) => step === pay) ? 0 : null));
                  return (
                    <label key={pay ?? 'any'} className="filter-option">
                      <input
                        type="radio"
                        name={`${panelId}-min-pay`}
                        checked={query.minPay === pay}
                        onChange={() => onChange({ ...query, minPay: pay, page: 1 })}
                      />
                      <span>{pay === null ? t('filter_hours_any') : t('filter_pay_min', { amount: formatPay(locale, pay) })}</span>
                      {n !== null ? <span className="filter-count">{n}</span> : null}
                    </label>
                  );
                })}
            </fieldset>
            <AvailableDates query={query} id={`${panelId}-available`} onChange={onChange} />
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => onChange(withoutFilters(query))}>
              {t('filter_clear')}
            </button>
            <button type="button" className="btn btn-primary" onClick={close}>
              {total === null ? t('jobs_filters') : t('filter_show', { offers: t('offers_count', { count: total }) })}
            </button>
          </div>
        </>
      )}
    </MotionDialog>
  );
}
