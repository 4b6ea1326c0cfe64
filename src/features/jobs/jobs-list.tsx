import * as React from 'react';
import { navigate } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/messages';
import { buildPath, OFFER_PAGE_SIZE, OFFER_SORTS, type Availability, type OfferSort } from '@rythmo/site-map';
import { Link } from 'gatsby';
import { useMyAvailability } from '../../api-client/my-availability';
import {
  countFilters,
  followsRhythm,
  isDefault,
  jobsSearch,
  pendingAfter,
  pendingWith,
  wideningSteps,
  withRhythm,
  type JobsQuery,
  type PendingQuery,
  type Widening,
} from './jobs-query';
import { parseJobsQuery } from './parse-jobs-query';
import { fetchOffers, useLiveOffers } from './live-offers';
import { ActiveFilters } from './active-filters';
import type { OfferCardData } from './offer-card';
import { OfferCards } from './offer-cards';
import { RhythmFit } from './rhythm-fit';
import { JobsSearchForm } from './jobs-search-form';
import { NoScriptSearch } from './no-script/include';
import { Pagination } from './pagination';
import { useHydratedSearch } from '../../routing/hydrated-search';
import { JsonData } from '../../seo/json-ld';
import { readStaticPage, STATIC_PAGE_ID, type StaticPage } from './static-page';
import { keptOrDrawn, useKeptAsBuilt } from '../../sections/static-section';

const FilterPanel = React.lazy(() => import('./filter-panel'));
const AlertDialog = React.lazy(() => import('./alert-dialog'));
const NO_FIXED: Partial<JobsQuery> = {};

const SORT_KEYS: Record<OfferSort, MessageKey> = {
  relevance: 'sort_relevance',
  '-publication_date': 'sort_newest',
  publication_date: 'sort_oldest',
  start_date: 'sort_start_soonest',
  '-start_date': 'sort_start_latest',
  '-pay': 'sort_pay',
  distance: 'sort_distance',
};

/**
 * « Selon mon rythme »: for a candidate whose profile says their rhythm, one switch puts it in
 * the list's filters (days, times of day, hours a week: the same filters as the panel's, so the same list)
 * or takes them out; it is on while the list's filters are that rhythm. A candidate without one is shown
 * where to say it.
 */
function RhythmSwitch({
  availability,
  query,
  onChange,
}: {
  availability: Availability | null;
  query: JobsQuery;
  onChange: (next: JobsQuery) => void;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  if (availability === null)
    return (
      <Link className="rhythm-set" to={buildPath('account-profile', locale)}>
        {t('rhythm_set')}
      </Link>
    );
  const on = followsRhythm(query, availability);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="btn btn-default rhythm-switch"
      onClick={() => onChange(withRhythm(query, availability, !on))}
    >
      <span className="rhythm-track" aria-hidden="true" />
      {t('rhythm_switch')}
    </button>
  );
}

type ResultsCountProps = { id: string; asBuilt: boolean; text: () => string };

/**
 * The results' heading, their count: kept as built with the build's cards (its number is the first the
 * page's start would format, and a language's first Intl number format costs more than the rest of the
 * list's render). Its own component, as OfferCards, for the check of the page's start.
 */
const ResultsCount = React.forwardRef<HTMLHeadingElement, ResultsCountProps>(function ResultsCount({ id, asBuilt, text }, ref) {
  return keptOrDrawn(useKeptAsBuilt() && asBuilt, 'h2', { id, ref, tabIndex: -1, className: 'jobs-count' }, text);
});

export type JobsListProps = {
  /** The list page's path, without its query. */
  path: string;
  /** The page's query string: the state of the search. */
  search: string;
  /** The first page of the default search, read at build time: what crawlers and the first paint show. */
  initial: { offers: OfferCardData[]; total: number };
  /** Filters the page itself sets (the contract type of a contract's page): always searched, never in the URL. */
  fixed?: Partial<JobsQuery>;
  /** The list's page the build rendered, past the first (its HTML is served for `?page=N`). */
  listPage?: number;
};

/**
 * The jobs list screen: search box, filter panel with counts, sorts, list or (soon) map,
 * pages. The static HTML holds the first page of the default search; any other state (the URL says it)
 * comes from the live API, the previous results staying in place, dimmed, while the next ones load.
 */
/** A phone's screen, where the list's controls fill the first screen (global.css's own breakpoint). */
const PHONE_SCREEN = '(max-width: 640px)';

export function JobsList({ path, search: pageSearch, initial: pageInitial, fixed = NO_FIXED, listPage }: JobsListProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const [staticPage] = React.useState<StaticPage | null>(() =>
    listPage !== undefined && listPage > 1 ? { path, page: listPage, initial: pageInitial } : readStaticPage(path),
  );
  const initial = staticPage?.initial ?? pageInitial;
  const search = useHydratedSearch(pageSearch, staticPage === null ? '' : `?page=${staticPage.page}`);
  const { locale } = useLocale();
  const urlQuery = React.useMemo(() => parseJobsQuery(search), [search]);
  // A change shows at once (a box is ticked when clicked) and is searched at once; the URL follows.
  const [pending, setPending] = React.useState<PendingQuery | null>(null);
  React.useEffect(() => setPending((current) => pendingAfter(current, urlQuery)), [urlQuery]);
  // The back and forward buttons drop it too: the router draws a new address only at the next frame, and
  // a Back pressed before that frame leaves it drawing the address it already had, so `search` does not change.
  React.useEffect(() => {
    const drop = (): void => setPending(null);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, []);
  const query = pending?.query ?? urlQuery;
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [alertOpen, setAlertOpen] = React.useState(false);
  const [view, setView] = React.useState<'list' | 'map'>('list');
  // The box shows the search's text, and follows it when it changes (back, forward, widening); not at the
  // list's start, when it keeps what was typed before the list hydrated (./jobs-search-form.tsx).
  const [text, setText] = React.useState(query.text);
  const [searchedText, setSearchedText] = React.useState(query.text);
  if (query.text !== searchedText) {
    setSearchedText(query.text);
    setText(query.text);
  }
  const liveEnabled = !isDefault(query) || panelOpen;
  const searched = React.useMemo(() => ({ ...query, ...fixed }), [query, fixed]);
  const live = useLiveOffers(searched, locale, liveEnabled);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const headingId = React.useId();
  // After a change of page, the results' heading takes the focus once the new page is there. After a
  // search or the filter panel on a phone, the results come to the top of the screen once there, the
  // first offer with them (the box, the controls and the chips above fill a phone's first screen).
  const focusResults = React.useRef(false);
  const revealResults = React.useRef(false);
  React.useEffect(() => {
    if (live.loading) return;
    if (focusResults.current) {
      focusResults.current = false;
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'start' });
    } else if (revealResults.current) {
      revealResults.current = false;
      heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  }, [search, live.loading]);
  const onPhone = (): boolean => window.matchMedia(PHONE_SCREEN).matches;

  const [widened, setWidened] = React.useState('');
  const go = (next: JobsQuery, focus = false): void => {
    focusResults.current = focus;
    setWidened('');
    setPending((current) => pendingWith(current, next));
    void navigate(`${path}${jobsSearch(next)}`);
  };
  // « Élargir la recherche »: the first wider search that finds offers (text, then filters, then place
  // taken away), and what it took away said; the widest when the API does not answer.
  const [widening, setWidening] = React.useState(false);
  const widen = async (): Promise<void> => {
    const steps = wideningSteps(query);
    if (steps.length === 0) return;
    setWidening(true);
    let chosen = steps[steps.length - 1];
    for (const step of steps) {
      const answer = await fetchOffers({ ...step.query, ...fixed }, locale, new AbortController().signal).catch(() => null);
      if (answer === null) break;
      if (answer.meta.total > 0) {
        chosen = step;
        break;
      }
    }
    setWidening(false);
    const said: Record<Widening, string> = { text: t('widened_text', { text: query.text.trim() }), filters: t('widened_filters'), place: t('widened_place') };
    go(chosen.query);
    setWidened(t('jobs_widened', { removed: chosen.removed.map((what) => said[what]).join(', ') }));
  };
  const toolbar = React.useRef<HTMLDivElement>(null);
  const filterButton = React.useRef<HTMLButtonElement>(null);
  // The panel gone, the list comes into view, not the page's top: its toolbar, the focus back on
  // « Filtres »; on a phone, whose first screen the toolbar fills, the results' heading, which takes the
  // focus (« Filtres » is then above the screen, and its focus would scroll the page back to it). At once,
  // not with the page's smooth scrolling, which went on after the panel had gone and moved the page under
  // a tap given meanwhile.
  const panelClosed = (): void => {
    const phone = onPhone();
    (phone ? heading : toolbar).current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    (phone ? heading : filterButton).current?.focus({ preventScroll: true });
  };
  // A sort is one history entry however many options the arrow keys pass on the way (each is a change
  // event of the select): a change right after a change of sort replaces its entry. The entry's state says
  // so once the router has drawn it; a change made before (a busy machine, a fast key) knows it from here,
  // or it pushed an entry of its own and Back stopped on an option passed on the way.
  const sortEntry = React.useRef(false);
  React.useEffect(() => {
    const state: unknown = window.history.state;
    sortEntry.current = typeof state === 'object' && state !== null && (state as { jobsSort?: unknown }).jobsSort === true;
  }, [search]);
  const sortBy = (sort: OfferSort): void => {
    const next = { ...query, sort, page: 1 };
    setPending((current) => pendingWith(current, next));
    const replace = sortEntry.current;
    sortEntry.current = true;
    void navigate(`${path}${jobsSearch(next)}`, { replace, state: { jobsSort: true } });
  };
  // The build's first page shows until the live API first answers: the default search's own results, or,
  // for a page opened on another search, the static list left in place, dimmed, so that it does not
  // collapse and grow again while that search runs.
  const shown = liveEnabled ? live.answer : null;
  const offers = shown?.data ?? initial.offers;
  // Every page of the list without a search counts the build's offers.
  const total = shown?.meta.total ?? (isDefault({ ...query, page: 1 }) ? initial.total : null);
  const pageCount = shown?.meta.pageCount ?? Math.ceil(initial.total / OFFER_PAGE_SIZE);
  const selected = countFilters(query);
  const availability = useMyAvailability();
  // The build's cards stay as built until the list draws something of its own in them: live results, or
  // whether each offer fits the candidate's rhythm.
  const [asBuilt, setAsBuilt] = React.useState(true);
  if (asBuilt && (shown !== null || availability)) setAsBuilt(false);

  return (
    <section className="jobs-list" aria-labelledby={headingId}>
      {staticPage !== null ? <JsonData id={STATIC_PAGE_ID} data={staticPage} /> : null}
      <JobsSearchForm
        path={path}
        text={text}
        onText={setText}
        onSearch={(typed) => {
          revealResults.current = onPhone();
          go({ ...query, text: typed, page: 1 });
        }}
      />
      <NoScriptSearch path={path} fixed={fixed} notice={t('jobs_needs_javascript')} />
      <div className="jobs-toolbar js-only" ref={toolbar}>
        <button ref={filterButton} type="button" className="btn btn-secondary filter-button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
          {t('jobs_filters')}
          {selected > 0 ? (
            <span className="filter-badge">
              <span aria-hidden="true">{selected}</span>
              <span className="visually-hidden">{`, ${t('jobs_filters_selected', { count: selected })}`}</span>
            </span>
          ) : null}
        </button>
        <button type="button" className="btn btn-default alert-button" aria-haspopup="dialog" onClick={() => setAlertOpen(true)}>
          {t('alert_create_button')}
        </button>
        {availability !== undefined ? <RhythmSwitch availability={availability} query={query} onChange={(next) => go(next)} /> : null}
        <label className="jobs-sort">
          <span>{t('jobs_sort_label')}</span>
          <select value={query.sort} onChange={(event) => sortBy(event.target.value as OfferSort)}>
            {OFFER_SORTS.filter((sort) => sort !== 'distance' || query.geolocation !== null).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </label>
        <div className="jobs-view" role="group" aria-label={t('jobs_view')}>
          {(['list', 'map'] as const).map((mode) => (
            <button key={mode} type="button" className="btn btn-tertiary btn-sm" aria-pressed={view === mode} onClick={() => setView(mode)}>
              {t(mode === 'list' ? 'jobs_view_list' : 'jobs_view_map')}
            </button>
          ))}
        </div>
      </div>
      <ActiveFilters query={query} onChange={(next) => go(next)} />
      {view === 'map' ? (
        <p className="jobs-map-soon" role="status">
          {t('jobs_map_soon')}
        </p>
      ) : null}
      <p aria-live="polite" className="jobs-widened">
        {widened}
      </p>
      <ResultsCount
        id={headingId}
        ref={heading}
        asBuilt={asBuilt && total === initial.total}
        text={() => (total === null ? t('jobs_loading') : t('offers_count', { count: total }))}
      />
      <div className="jobs-results" aria-busy={live.loading} aria-live="polite">
        {live.failed ? (
          <div className="jobs-error" role="alert">
            <p>{t('jobs_error')}</p>
            <button type="button" className="btn btn-secondary" onClick={live.retry}>
              {t('jobs_retry')}
            </button>
          </div>
        ) : total === 0 ? (
          <div className="jobs-empty">
            <p>
              <strong>{t('no_results')}</strong>
            </p>
            <p>{t('jobs_empty_hint')}</p>
            {wideningSteps(query).length > 0 ? (
              <button type="button" className="btn btn-primary" aria-disabled={widening} onClick={() => !widening && void widen()}>
                {t('jobs_empty_widen')}
              </button>
            ) : null}
          </div>
        ) : (
          // A new list when the live results replace the build's: a card of both would move into view.
          <OfferCards
            key={shown === null ? 'build' : 'live'}
            offers={offers}
            asBuilt={asBuilt}
            className={live.loading ? 'is-loading' : undefined}
            extra={(offer) => (availability && offer.rhythm !== null ? <RhythmFit rhythm={offer.rhythm} availability={availability} /> : null)}
          />
        )}
      </div>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        href={(page) => `${path}${jobsSearch({ ...query, page })}`}
        onPage={(page) => go({ ...query, page }, true)}
        asBuilt={asBuilt}
      />
      {alertOpen ? (
        <React.Suspense fallback={null}>
          <AlertDialog search={jobsSearch({ ...searched, page: 1 }).replace(/^\?/, '')} onClose={() => setAlertOpen(false)} />
        </React.Suspense>
      ) : null}
      {panelOpen ? (
        <React.Suspense fallback={null}>
          <FilterPanel
            query={query}
            fixed={fixed}
            facets={shown?.meta.facets ?? null}
            total={total}
            onChange={(next) => go(next)}
            onClose={() => setPanelOpen(false)}
            onClosed={panelClosed}
          />
        </React.Suspense>
      ) : null}
    </section>
  );
}
