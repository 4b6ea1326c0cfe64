import * as React from 'react';
import { navigate } from 'gatsby';
import { buildPath } from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { buttonClass } from '../../components/ui/button';
import { useCityPages } from './city-pages';
import { textLocation } from './targets';

/** The jobs list's parameter of the searched text. */
const QUERY = 'query';

const GlobalSearch = React.lazy(() => import('./global-search'));

/** What shows while the search loads: the same field, so that nothing moves when it arrives. */
export function SearchFieldPlaceholder({ onFocus, name }: { onFocus?: () => void; name?: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <div className="global-search">
      <input
        className="search-input"
        type="search"
        name={name}
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

/**
 * The search of the home page's hero, a form of the jobs list: its button (and Enter with no suggestion
 * highlighted) opens the list searching the text, `?query=…`, with or without JavaScript. The global
 * search loads when the visitor first focuses the field.
 */
export function HeroSearch({ submitLabel }: { submitLabel: string }): React.JSX.Element {
  const { locale } = useLocale();
  const cityPages = useCityPages(locale);
  const [active, setActive] = React.useState(false);
  const jobs = buildPath('jobs', locale);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(QUERY) ?? '');
    void navigate(text.trim() === '' ? jobs : textLocation(text, locale));
  };
  return (
    <form role="search" action={jobs} method="get" className="hero-search" onSubmit={onSubmit}>
      {active ? (
        <React.Suspense fallback={<SearchFieldPlaceholder name={QUERY} />}>
          <GlobalSearch id="hero-search" name={QUERY} cityPages={cityPages} focusOnMount />
        </React.Suspense>
      ) : (
        <SearchFieldPlaceholder name={QUERY} onFocus={() => setActive(true)} />
      )}
      <button type="submit" className={buttonClass({ variant: 'primary-white', size: 'lg' })}>
        {submitLabel}
      </button>
    </form>
  );
}
