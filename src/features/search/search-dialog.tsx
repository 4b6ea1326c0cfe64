import * as React from 'react';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useCityPages } from './city-pages';

const GlobalSearch = React.lazy(() => import('./global-search'));

/** What shows while the search loads: the same field, so that nothing moves when it arrives. */
export function SearchFieldPlaceholder({ onFocus }: { onFocus?: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <div className="global-search">
      <input
        className="search-input"
        type="search"
        placeholder={t('search_placeholder')}
        aria-label={t('search_title')}
        onFocus={onFocus}
        readOnly={onFocus === undefined}
      />
      <span className="search-status" />
    </div>
  );
}

/**
 * The full-screen global search dialog. Escape, the backdrop and the close button close it, and closing
 * clears the search (the dialog and its state are unmounted); choosing a result closes it too.
 */
export function SearchDialog({ onClose }: { onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const cityPages = useCityPages(locale);
  return (
    <Dialog label={t('search_title')} onClose={onClose} className="search-dialog" backdropClassName="search-backdrop">
      <div role="search" className="search-form">
        <React.Suspense fallback={<SearchFieldPlaceholder />}>
          <GlobalSearch id="global-search" cityPages={cityPages} onChosen={onClose} focusOnMount />
        </React.Suspense>
        <button type="button" className="search-close" onClick={onClose}>
          {t('search_close')}
        </button>
      </div>
    </Dialog>
  );
}

/** The search of the home page's hero: loaded when the visitor first focuses it. */
export function HeroSearch(): React.JSX.Element {
  const { locale } = useLocale();
  const cityPages = useCityPages(locale);
  const [active, setActive] = React.useState(false);
  if (!active) return <SearchFieldPlaceholder onFocus={() => setActive(true)} />;
  return (
    <React.Suspense fallback={<SearchFieldPlaceholder />}>
      <GlobalSearch id="hero-search" cityPages={cityPages} focusOnMount />
    </React.Suspense>
  );
}
