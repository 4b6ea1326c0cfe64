import * as React from 'react';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useCityPages } from './city-pages';
import { GlobalSearch, SearchFieldPlaceholder } from './search-field';

/**
 * The full-screen global search dialog. Escape, the backdrop and the close button close it, and closing
 * clears the search (the dialog and its state are unmounted); choosing a result closes it too. Its own
 * chunk, loaded when the visitor reaches for the header's search button (../../layouts/header/header.tsx).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }): React.JSX.Element {
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
