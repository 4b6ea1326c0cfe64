import * as React from 'react';
import { useTranslation } from 'react-i18next';

/** The chunk of the search field with its suggestions, loaded when the visitor first reaches for a search. */
export const loadGlobalSearch = () => import('./global-search');
export const GlobalSearch = React.lazy(loadGlobalSearch);

type PlaceholderProps = { onFocus?: () => void; onInput?: () => void; name?: string; inputRef?: React.Ref<HTMLInputElement> };

/** What shows while the search loads: the same field, so that nothing moves when it arrives. */
export function SearchFieldPlaceholder({ onFocus, onInput, name, inputRef }: PlaceholderProps): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <div className="global-search">
      <input
        className="search-input"
        type="search"
        name={name}
        placeholder={t('search_placeholder')}
        aria-label={t('search_title')}
        ref={inputRef}
        onFocus={onFocus}
        onInput={onInput}
        readOnly={onFocus === undefined}
      />
      <span className="search-status" />
    </div>
  );
}
