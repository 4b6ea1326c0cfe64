import * as React from 'react';
import { useTranslation } from 'react-i18next';

/** The search field with its suggestions, its own chunk: loaded when the visitor first reaches for a search. */
export const GlobalSearch = React.lazy(() => import('./global-search'));

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
