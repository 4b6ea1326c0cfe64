/**
 * The global search: one combobox (downshift, ARIA 1.2) over one list of last searches, cities,
 * works (sectors and trades), contract types and agencies, ended by « Voir les offres pour « text » »,
 * which Enter also opens when no option is highlighted. The text is searched 500 ms after the last key,
 * in four parallel requests; a newer text aborts the older requests, and a late answer never replaces a
 * newer one.
 * Loaded on demand: its code (jotai, downshift) is not part of any page's first load.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { useCombobox } from 'downshift';
import { createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { GROUPS, SEARCHES, type Group } from './api';
import {
  DEBOUNCE_MS,
  editTextAtom,
  groupsAtom,
  highlightAtom,
  IDLE_GROUPS,
  lastSearchesAtom,
  moveHighlightAtom,
  NO_HIGHLIGHT,
  panelOpenAtom,
  pendingAtom,
  searchedTextAtom,
  textAtom,
} from './atoms';
import { readLastSearches, recordLastSearch, saveLastSearches, type LastSearch } from './last-searches';
import { choiceKey, choiceLocation, textChoice, type CityPages, type SearchChoice } from './targets';
import type { MessageKey } from '../../i18n/messages';

type Option = { source: 'last'; entry: LastSearch } | { source: Group | 'text'; choice: SearchChoice };
const labelOf = (option: Option | null): string => (option === null ? '' : option.source === 'last' ? option.entry.label : option.choice.label);

const GROUP_TITLES: Record<Group | 'last', MessageKey> = {
  last: 'search_group_last',
  cities: 'search_group_cities',
  works: 'search_group_works',
  contracts: 'search_group_contracts',
  agencies: 'search_group_agencies',
};

const EDITS = new Set<string>([useCombobox.stateChangeTypes.InputChange, useCombobox.stateChangeTypes.InputKeyDownEscape]);

type GlobalSearchProps = {
  cityPages: CityPages;
  onChosen?: () => void;
  focusOnMount?: boolean;
  id: string;
  name?: string;
  /** What the visitor typed in the plain field this one replaces, read as it does. */
  typed?: () => string;
};

/** Runs the four searches when the searched text changes. */
function useSearches(): void {
  const { locale } = useLocale();
  const text = useAtomValue(textAtom);
  const [searched, setSearched] = useAtom(searchedTextAtom);
  const setGroups = useSetAtom(groupsAtom);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setSearched(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, setSearched]);
  React.useEffect(() => {
    if (searched === '') {
      setGroups(IDLE_GROUPS);
      return undefined;
    }
    const controller = new AbortController();
    setGroups((groups) => Object.fromEntries(GROUPS.map((group) => [group, { ...groups[group], status: 'pending' }])) as typeof groups);
    for (const group of GROUPS) {
      SEARCHES[group](searched, locale, controller.signal).then(
        (items) => !controller.signal.aborted && setGroups((groups) => ({ ...groups, [group]: { status: 'done', items } })),
        () => !controller.signal.aborted && setGroups((groups) => ({ ...groups, [group]: { status: 'failed', items: [] } })),
      );
    }
    return () => controller.abort();
  }, [searched, locale, setGroups]);
}

function Search({ cityPages, onChosen, focusOnMount = false, id, name }: GlobalSearchProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const text = useAtomValue(textAtom);
  const editText = useSetAtom(editTextAtom);
  const [highlightedIndex, setHighlight] = useAtom(highlightAtom);
  const moveHighlight = useSetAtom(moveHighlightAtom);
  const [open, setOpen] = useAtom(panelOpenAtom);
  const groups = useAtomValue(groupsAtom);
  const pending = useAtomValue(pendingAtom);
  const [lastSearches, setLastSearches] = useAtom(lastSearchesAtom);
  const searched = useAtomValue(searchedTextAtom);
  const list = React.useRef<HTMLUListElement>(null);
  useSearches();
  React.useEffect(() => setLastSearches(readLastSearches(window.localStorage)), [setLastSearches]);

  const options: Option[] = [
    ...lastSearches.map((entry) => ({ source: 'last' as const, entry })),
    ...GROUPS.flatMap((group) => groups[group].items.map((choice) => ({ source: group, choice }))),
    ...(text.trim() === '' ? [] : [{ source: 'text' as const, choice: textChoice(text) }]),
  ];

  const choose = (option: Option): void => {
    if (option.source === 'last') {
      void navigate(option.entry.location);
    } else {
      const location = choiceLocation(option.choice, locale, cityPages, { pathname: window.location.pathname, search: window.location.search });
      const next = recordLastSearch(lastSearches, { key: choiceKey(option.choice), label: option.choice.label, location });
      saveLastSearches(window.localStorage, next);
      setLastSearches(next);
      void navigate(location);
    }
    onChosen?.();
  };

  // Downshift gives the combobox its roles and events; the atoms hold its state (text, highlight, panel).
  const combobox = useCombobox<Option>({
    id,
    items: options,
    isOpen: open,
    highlightedIndex,
    inputValue: text,
    itemToString: labelOf,
    selectedItem: null,
    // The visitor's keys change the text (a second Escape empties it); choosing an option does not.
    onInputValueChange: ({ inputValue, type }) => EDITS.has(type) && editText(inputValue ?? ''),
    onHighlightedIndexChange: ({ highlightedIndex: next }) => setHighlight(next ?? NO_HIGHLIGHT),
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen === true),
    onSelectedItemChange: ({ selectedItem }) => selectedItem !== null && selectedItem !== undefined && choose(selectedItem),
    stateReducer: (_state, { type, changes }) => {
      // Leaving the field closes the panel and chooses nothing; clicking it keeps the panel open.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: null, inputValue: text };
      if (type === useCombobox.stateChangeTypes.InputClick) return { ...changes, isOpen: true, highlightedIndex };
      return changes;
    },
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    const stop = (): void => {
      (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      event.preventDefault();
    };
    const count = options.length;
    const step = event.key === 'ArrowDown' || (event.key === 'Tab' && !event.shiftKey) ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    // Tab past the last option leaves the field, as Tab does.
    const leaves = event.key === 'Tab' && (count === 0 || highlightedIndex >= count - 1 || !open);
    if (step !== 0 && !leaves) {
      stop();
      setOpen(true);
      moveHighlight({ step, count });
      if (step === -1 && highlightedIndex <= 0) list.current?.scrollTo({ top: 0 });
    } else if (event.key === 'Enter' && options[highlightedIndex]?.source === 'agencies') {
      // Enter on an agency does nothing: it opens with a click.
      stop();
    } else if (event.key === 'Enter' && (!open || options[highlightedIndex] === undefined)) {
      // Enter with nothing highlighted searches the offers for the text (or does nothing on an empty field).
      stop();
      const last = options[options.length - 1];
      if (last?.source === 'text') choose(last);
    }
  };

  const found = GROUPS.reduce((n, group) => n + groups[group].items.length, 0);
  const empty = searched !== '' && !pending && found === 0 && GROUPS.every((group) => groups[group].status !== 'failed');
  let index = -1;
  const section = (source: Group | 'last' | 'text', items: Option[], failed: boolean): React.ReactNode =>
    items.length === 0 && !failed ? null : (
      <li key={source} role="presentation" className="search-group">
        {source === 'text' ? null : (
          <span className="search-group-title" aria-hidden="true">
            {t(GROUP_TITLES[source])}
          </span>
        )}
        {failed ? <p className="search-group-failed">{t('search_group_failed')}</p> : null}
        <ul role="presentation">
          {items.map((option) => {
            index += 1;
            return (
              <li
                key={option.source === 'last' ? `last:${option.entry.key}` : `${option.source}:${option.choice.id}`}
                className={index === highlightedIndex ? 'search-option is-highlighted' : 'search-option'}
                {...combobox.getItemProps({ item: option, index })}
              >
                {option.source === 'text' || source === 'text' ? (
                  t('search_offers_for', { text: labelOf(option) })
                ) : (
                  <>
                    {labelOf(option)}
                    <span className="visually-hidden"> – {t(GROUP_TITLES[source])}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </li>
    );

  return (
    <div className="global-search">
      <label className="visually-hidden" {...combobox.getLabelProps()}>
        {t('search_title')}
      </label>
      <input
        className="search-input"
        type="search"
        placeholder={t('search_placeholder')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose: the dialog or the visitor's click
        autoFocus={focusOnMount}
        name={name}
        // The text is set from the input's own event, before the next key: downshift reports the change
        // (onInputValueChange) only after its render, and a key typed in between was lost.
        {...combobox.getInputProps({ onKeyDown, onChange: (event) => editText(event.currentTarget.value), onFocus: () => setOpen(true) })}
      />
      <span className="search-status" role="status" aria-live="polite">
        {!open ? '' : pending ? <span className="search-spinner">{t('search_pending')}</span> : empty ? t('search_no_results') : ''}
      </span>
      <ul className="search-results" {...combobox.getMenuProps({ ref: list })}>
        {open ? (
          <>
            {section(
              'last',
              options.filter((option) => option.source === 'last'),
              false,
            )}
            {GROUPS.map((group) =>
              section(
                group,
                options.filter((option) => option.source === group),
                groups[group].status === 'failed',
              ),
            )}
            {section(
              'text',
              options.filter((option) => option.source === 'text'),
              false,
            )}
          </>
        ) : null}
      </ul>
    </div>
  );
}

/** One global search with its own state, from the text typed before it came. */
export default function GlobalSearch(props: GlobalSearchProps): React.JSX.Element {
  const [store] = React.useState(() => {
    const created = createStore();
    const typed = props.typed?.() ?? '';
    // The panel opens for a text typed in the field the visitor is in, not for one left in a field they left.
    if (typed !== '' && props.focusOnMount === true) created.set(editTextAtom, typed);
    else if (typed !== '') created.set(textAtom, typed);
    return created;
  });
  return (
    <Provider store={store}>
      <Search {...props} />
    </Provider>
  );
}
