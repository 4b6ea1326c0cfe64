import * as React from 'react';
import { useT } from '../../i18n/locale-context';
import { Dialog } from '../../components/ui/dialog';

/**
 * The full-screen global search dialog. Its input is focused on open; Escape, the backdrop and the close
 * button close it, and closing clears the query (the dialog is unmounted). Results come with the search
 * feature.
 */
export function SearchDialog({ onClose }: { onClose: () => void }): React.JSX.Element {
  const t = useT();
  const input = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState('');
  return (
    <Dialog label={t('search_title')} onClose={onClose} initialFocus={input} className="search-dialog" backdropClassName="search-backdrop">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="search-form">
        <label htmlFor="global-search" className="visually-hidden">
          {t('search_title')}
        </label>
        <input
          ref={input}
          id="global-search"
          type="search"
          autoComplete="off"
          placeholder={t('search_placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="search-close" onClick={onClose}>
          {t('search_close')}
        </button>
      </form>
    </Dialog>
  );
}
