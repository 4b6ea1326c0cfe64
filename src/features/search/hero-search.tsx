import * as React from 'react';
import { navigate } from 'gatsby';
import { buildPath } from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { buttonClass } from '../../components/ui/button';
import { useCityPages } from './city-pages';
import { loadGlobalSearch, SearchFieldPlaceholder } from './search-field';
import { textLocation } from './targets';

/** The jobs list's parameter of the searched text. */
const QUERY = 'query';

type Search = Awaited<ReturnType<typeof loadGlobalSearch>>['default'];

/**
 * The search of the home page's hero, a form of the jobs list: its button (and Enter with no suggestion
 * highlighted) opens the list searching the text, `?query=…`, with or without JavaScript. The global
 * search loads when the visitor first focuses the field or types in it (focused before the page ran):
 * the plain field stays until it has come, then gives it what was typed, so that no key is lost.
 */
export function HeroSearch({ submitLabel }: { submitLabel: string }): React.JSX.Element {
  const { locale } = useLocale();
  const cityPages = useCityPages(locale);
  const field = React.useRef<HTMLInputElement>(null);
  const loading = React.useRef(false);
  const [search, setSearch] = React.useState<{ Search: Search } | null>(null);
  const activate = React.useCallback((): void => {
    if (loading.current) return;
    loading.current = true;
    void loadGlobalSearch().then(({ default: Search }) => setSearch({ Search }));
  }, []);
  // Focused or typed in before the page ran, the field gets no focus event: the search loads at once.
  React.useEffect(() => {
    const input = field.current;
    if (input !== null && (document.activeElement === input || input.value !== '')) activate();
  }, [activate]);
  const jobs = buildPath('jobs', locale);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(QUERY) ?? '');
    void navigate(text.trim() === '' ? jobs : textLocation(text, locale));
  };
  return (
    <form role="search" action={jobs} method="get" className="hero-search" onSubmit={onSubmit}>
      {search !== null ? (
        <search.Search
          id="hero-search"
          name={QUERY}
          cityPages={cityPages}
          focusOnMount={document.activeElement === field.current}
          typed={() => field.current?.value ?? ''}
        />
      ) : (
        <SearchFieldPlaceholder name={QUERY} inputRef={field} onFocus={activate} onInput={activate} />
      )}
      <button type="submit" className={buttonClass({ variant: 'primary-white', size: 'lg' })}>
        {submitLabel}
      </button>
    </form>
  );
}
