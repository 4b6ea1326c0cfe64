import * as React from 'react';
import { navigate } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/messages';
import { OFFER_PAGE_SIZE, OFFER_SORTS, type OfferSort } from '@rythmo/site-map';
import { countFilters, isDefault, jobsSearch, parseJobsQuery, withoutFilters, type JobsQuery } from './jobs-query';
import { useLiveOffers } from './live-offers';
import { OfferCard, type OfferCardData } from './offer-card';
import { Pagination } from './pagination';
import { useHydratedSearch } from '../../routing/hydrated-search';

const FilterPanel = React.lazy(() => import('./filter-panel'));
const NO_FIXED: Partial<JobsQuery> = {};

const SORT_KEYS: Record<OfferSort, MessageKey> = {
  relevance: 'sort_relevance',
  '-publication_date': 'sort_newest',
  publication_date: 'sort_oldest',
  start_date: 'sort_start_soonest',
  '-start_date': 'sort_start_latest',
};

type JobsListProps = {
  /** The list page's path, without its query. */
  path: string;
  /** The page's query string: the state of the search. */
  search: string;
  /** The first page of the default search, read at build time: what crawlers and the first paint show. */
  initial: { offers: OfferCardData[]; total: number };
  /** Filters the page itself sets (the contract type of a contract's page): always searched, never in the URL. */
  fixed?: Partial<JobsQuery>;
};

/**
 * The jobs list screen (spec §2.4): search box, filter panel with counts, sorts, list or (soon) map,
 * pages. The static HTML holds the first page of the default search; any other state (the URL says it)
 * comes from the live API, the previous results staying in place, dimmed, while the next ones load.
 */
export function JobsList({ path, search: pageSearch, initial, fixed = NO_FIXED }: JobsListProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const search = useHydratedSearch(pageSearch);
  const { locale } = useLocale();
  const urlQuery = React.useMemo(() => parseJobsQuery(search), [search]);
  // A change shows at once (a box is ticked when clicked) and is searched at once; the URL follows.
  const [pending, setPending] = React.useState<JobsQuery | null>(null);
  React.useEffect(() => setPending(null), [search]);
  // The back and forward buttons drop it too: the router draws a new address only at the next frame, and
  // a Back pressed before that frame leaves it drawing the address it already had, so `search` does not change.
  React.useEffect(() => {
    const drop = (): void => setPending(null);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, []);
  const query = pending ?? urlQuery;
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [view, setView] = React.useState<'list' | 'map'>('list');
  const [text, setText] = React.useState(query.text);
  React.useEffect(() => setText(query.text), [query.text]);
  const liveEnabled = !isDefault(query) || panelOpen;
  const searched = React.useMemo(() => ({ ...query, ...fixed }), [query, fixed]);
  const live = useLiveOffers(searched, locale, liveEnabled);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const headingId = React.useId();
  // After a change of page, the results' heading takes the focus once the new page is there.
  const focusResults = React.useRef(false);
  React.useEffect(() => {
    if (!focusResults.current || live.loading) return;
    focusResults.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [search, live.loading]);

  const go = (next: JobsQuery, focus = false): void => {
    focusResults.current = focus;
    setPending(next);
    void navigate(`${path}${jobsSearch(next)}`);
  };
  // The build's first page shows until the live API first answers: the default search's own results, or,
  // for a page opened on another search, the static list left in place, dimmed, so that it does not
  // collapse and grow again while that search runs.
  const shown = liveEnabled ? live.answer : null;
  const offers = shown?.data ?? initial.offers;
  const total = shown?.meta.total ?? (isDefault(query) ? initial.total : null);
  const pageCount = shown?.meta.pageCount ?? Math.ceil(initial.total / OFFER_PAGE_SIZE);
  const selected = countFilters(query);

  return (
    <section className="jobs-list" aria-labelledby={headingId}>
      <form
        role="search"
        className="jobs-search"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          // The field's own value: text typed before the page hydrated is in the field, not yet in the state.
          const typed = new FormData(event.currentTarget).get('query');
          go({ ...query, text: typeof typed === 'string' ? typed : text, page: 1 });
        }}
      >
        <label htmlFor={`${headingId}-query`} className="visually-hidden">
          {t('jobs_search_label')}
        </label>
        <input
          id={`${headingId}-query`}
          name="query"
          type="search"
          className="search-input"
          placeholder={t('jobs_search_placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('jobs_search_submit')}
        </button>
      </form>
      <div className="jobs-toolbar">
        <button type="button" className="btn btn-secondary filter-button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
          {t('jobs_filters')}
          {selected > 0 ? (
            <span className="filter-badge">
              <span aria-hidden="true">{selected}</span>
              <span className="visually-hidden">{`, ${t('jobs_filters_selected', { count: selected })}`}</span>
            </span>
          ) : null}
        </button>
        <label className="jobs-sort">
          <span>{t('jobs_sort_label')}</span>
          <select value={query.sort} onChange={(event) => go({ ...query, sort: event.target.value as OfferSort, page: 1 })}>
            {OFFER_SORTS.map((sort) => (
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
      {view === 'map' ? (
        <p className="jobs-map-soon" role="status">
          {t('jobs_map_soon')}
        </p>
      ) : null}
      <h2 id={headingId} ref={heading} tabIndex={-1} className="jobs-count">
        {total === null ? t('jobs_loading') : t('offers_count', { count: total })}
      </h2>
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
            {selected > 0 || query.text !== '' ? (
              <button type="button" className="btn btn-primary" onClick={() => go(selected > 0 ? withoutFilters(query) : { ...query, text: '', page: 1 })}>
                {t('jobs_empty_widen')}
              </button>
            ) : null}
          </div>
        ) : (
          // A new list when the live results replace the build's: a card of both would move into view.
          <ul key={shown === null ? 'build' : 'live'} className={`cards offer-cards${live.loading ? ' is-loading' : ''}`}>
            {offers.map((offer) => (
              <OfferCard key={offer.slug} offer={offer} />
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        href={(page) => `${path}${jobsSearch({ ...query, page })}`}
        onPage={(page) => go({ ...query, page }, true)}
      />
      {panelOpen ? (
        <React.Suspense fallback={null}>
          <FilterPanel
            query={query}
            fixed={fixed}
            facets={shown?.meta.facets ?? null}
            total={total}
            onChange={(next) => go(next)}
            onClose={() => setPanelOpen(false)}
          />
        </React.Suspense>
      ) : null}
    </section>
  );
}
