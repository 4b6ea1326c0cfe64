import * as React from 'react';
import { DEFAULT_LOCALE, type Locale } from '@rythmo/site-map';
import type { Alternates } from '../routing/page-context';
import { translate, type MessageKey } from './messages';

type LocaleState = { locale: Locale; alternates: Alternates };

const LocaleContext = React.createContext<LocaleState>({ locale: DEFAULT_LOCALE, alternates: {} });

export function LocaleProvider({ value, children }: { value: LocaleState; children: React.ReactNode }): React.JSX.Element {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): LocaleState => React.useContext(LocaleContext);

/** The translate function of the current page's locale. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { locale } = useLocale();
  return React.useCallback((key, values) => translate(locale, key, values), [locale]);
}
