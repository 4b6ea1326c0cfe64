import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { keptOrDrawn, useKeptAsBuilt } from '../../sections/static-section';

/** The page-jump dialog and its motion load when a visitor asks for it. */
const PageJump = React.lazy(() => import('./page-jump'));

/** The page numbers shown: the first, the last, and two on each side of the current one, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]));
}

type PaginationProps = {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** The page's script going to a page; without it (a page rendered for a browser without JavaScript), plain links and no jump. */
  onPage?: (page: number) => void;
  /** The links are the build's (the list's first page as built): kept as they are on the page's start, neither rendered nor hydrated. */
  asBuilt?: boolean;
};

/**
 * Real links to each page (`?page=2`: crawlers follow them, and a visitor landing there gets that page
 * from the live API), a dialog to jump to any page, and the current page marked for screen readers.
 */
export function Pagination({ page, pageCount, href, onPage, asBuilt = false }: PaginationProps): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const [jumping, setJumping] = React.useState(false);
  const kept = useKeptAsBuilt() && asBuilt;
  if (pageCount <= 1) return null;
  // One listener for the links, kept or drawn: each says its page (data-page). Plain links: Gatsby's Link
  // would mark every link to this path "current", whatever its page.
  const follow = (event: React.MouseEvent<HTMLUListElement>): void => {
    if (onPage === undefined || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-page]') : null;
    if (anchor === null) return;
    event.preventDefault();
    onPage(Number(anchor.dataset.page));
  };
  const link = (target: number, label: React.ReactNode, extra: Record<string, string> = {}) => (
    <a href={href(target)} data-page={target} {...extra}>
      {label}
    </a>
  );
  const items = (): React.ReactNode => (
    <>
      {page > 1 ? <li>{link(page - 1, '‹', { 'aria-label': t('pagination_previous'), rel: 'prev' })}</li> : null}
      {pageWindow(page, pageCount).map((n, i) =>
        n === null ? (
          <li key={`gap-${i}`} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={n}>{n === page ? <span aria-current="page">{n}</span> : link(n, n, { 'aria-label': t('pagination_page', { page: n }) })}</li>
        ),
      )}
      {page < pageCount ? <li>{link(page + 1, '›', { 'aria-label': t('pagination_next'), rel: 'next' })}</li> : null}
    </>
  );
  return (
    <nav className="pagination" aria-label={t('pagination_label')}>
      {keptOrDrawn(kept, 'ul', { onClick: follow }, items)}
      {onPage === undefined ? null : (
        <button type="button" className="btn btn-tertiary btn-sm" onClick={() => setJumping(true)}>
          {t('pagination_jump')}
        </button>
      )}
      {jumping && onPage !== undefined ? (
        <React.Suspense fallback={null}>
          <PageJump
            pageCount={pageCount}
            onClose={() => setJumping(false)}
            onJump={(n) => {
              setJumping(false);
              onPage(n);
            }}
          />
        </React.Suspense>
      ) : null}
    </nav>
  );
}
