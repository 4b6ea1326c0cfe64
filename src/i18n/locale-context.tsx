import * as React from 'react';
// The context module alone: the package's index also brings its Link and navigation helpers, unused here (translated paths).
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@rythmo/site-map';
import type { Alternates } from '../routing/page-context';

const AlternatesContext = React.createContext<Alternates>({});

/** The page's paths in each language, for the language switch. */
export function AlternatesProvider({ value, children }: { value: Alternates; children: React.ReactNode }): React.JSX.Element {
  return <AlternatesContext.Provider value={value}>{children}</AlternatesContext.Provider>;
}

/** The page's language (gatsby-plugin-react-i18next's context) and its paths in each language. */
export function useLocale(): { locale: Locale; alternates: Alternates } {
  const { language } = React.useContext(I18nextContext);
  return { locale: isLocale(language) ? language : DEFAULT_LOCALE, alternates: React.useContext(AlternatesContext) };
}
