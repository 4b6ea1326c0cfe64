import * as React from 'react';
import { navigate } from 'gatsby';
import { buildPath } from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { buttonClass } from '../../components/ui/button';
import { useCityPages } from './city-pages';
import { GlobalSearch, SearchFieldPlaceholder } from './search-field';
import { textLocation } from './targets';

/** The jobs list's parameter of the searched text. */
const QUERY = 'query';

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
