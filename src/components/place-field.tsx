/**
 * A place typed by name, for the filter panel and a profile's city: a city, a département or a région, suggested
 * by geo-search as the visitor types. A city becomes a position with a radius; a département or a
 * région, the offers of its cities. A combobox (downshift, ARIA 1.2), loaded with the panel.
 */
import * as React from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/messages';
import { apiRequest } from '../api-client/client';

export type PlaceKind = 'CITY' | 'DEPARTMENT' | 'REGION';
export type PlaceChoice = { kind: PlaceKind; code: string; name: string; position: { lat: number; long: number } | null };

/** How many of each kind are suggested: cities first, the places people type most. */
const LIMITS: Record<PlaceKind, number> = { CITY: 5, DEPARTMENT: 3, REGION: 2 };
const KINDS = Object.keys(LIMITS) as PlaceKind[];
const KIND_KEYS: Record<PlaceKind, MessageKey> = { CITY: 'place_kind_city', DEPARTMENT: 'place_kind_department', REGION: 'place_kind_region' };
const DEBOUNCE_MS = 250;

/** The places of one kind whose name (or code, or postcode) begins with the text. */
export async function findPlaces(kind: PlaceKind, text: string, limit: number, signal: AbortSignal): Promise<PlaceChoice[]> {
  const places = await apiRequest('geoSearch', { params: { type: kind, query: text, limit: String(limit) }, signal });
  return places.map((place) => ({ kind, code: place.id, name: place.name, position: place.position }));
}

/** The label of a choice: a département shows its code, as the French write it (« Rhône (69) »). */
export const placeLabel = (place: PlaceChoice): string => (place.kind === 'DEPARTMENT' ? `${place.name} (${place.code})` : place.name);

type Status = 'idle' | 'pending' | 'done' | 'failed';

/** `kinds`: the places offered (a profile's city: communes only); `label`: the field's own, if not the filter's. */
type PlaceFieldProps = { id: string; onChoose: (place: PlaceChoice) => void; kinds?: readonly PlaceKind[]; label?: string };

export function PlaceField({ id, onChoose, kinds = KINDS, label }: PlaceFieldProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const [text, setText] = React.useState('');
  const [places, setPlaces] = React.useState<PlaceChoice[]>([]);
  const [status, setStatus] = React.useState<Status>('idle');
  React.useEffect(() => {
    const searched = text.trim();
    if (searched.length < 2) {
      setPlaces([]);
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    setStatus('pending');
    const timer = window.setTimeout(() => {
      Promise.all(kinds.map((kind) => findPlaces(kind, searched, LIMITS[kind], controller.signal))).then(
        (groups) => {
          setPlaces(groups.flat().filter((place) => place.kind !== 'CITY' || place.position !== null));
          setStatus('done');
        },
        () => !controller.signal.aborted && setStatus('failed'),
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, kinds]);

  const combobox = useCombobox<PlaceChoice>({
    id,
    items: places,
    inputValue: text,
    itemToString: (place) => (place === null ? '' : placeLabel(place)),
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => type === useCombobox.stateChangeTypes.InputChange && setText(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined) return;
      setText('');
      onChoose(selectedItem);
    },
  });
  const open = combobox.isOpen && text.trim().length >= 2;
  const message =
    status === 'pending' ? t('search_pending') : status === 'failed' ? t('place_failed') : status === 'done' && places.length === 0 ? t('city_not_found') : '';

  return (
    <div className="place-field">
      <label {...combobox.getLabelProps()}>{label ?? t('place_label')}</label>
      <input className="search-input" type="search" placeholder={t('place_placeholder')} maxLength={100} {...combobox.getInputProps()} />
      <span className="search-status" role="status" aria-live="polite">
        {open ? message : ''}
      </span>
      <ul className="search-results" {...combobox.getMenuProps()}>
        {open
          ? places.map((place, index) => (
              <li
                key={`${place.kind}:${place.code}`}
                className={index === combobox.highlightedIndex ? 'search-option is-highlighted' : 'search-option'}
                {...combobox.getItemProps({ item: place, index })}
              >
                {placeLabel(place)}
                <span className="place-kind">
                  <span className="visually-hidden"> – </span>
                  {t(KIND_KEYS[place.kind])}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
