/**
 * The real message files (src/locales, and the shared package's) in an i18next instance, as gatsby-plugin-react-i18next gives them
 * to a page: for components rendered outside Gatsby, and for functions that take a translate function.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import type { Resource, TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import { SHARED_MESSAGES, SHARED_NAMESPACE, type Locale } from '@rythmo/site-map';
import { messagesInstance } from '../../../src/i18n/instance';
import { i18nPageContext, NAMESPACES, type Namespace } from '../../../src/i18n/options';

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'src', 'locales');

const resourcesOf = (locale: Locale): Resource => ({
  [locale]: Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      ns === SHARED_NAMESPACE
        ? SHARED_MESSAGES[locale]
        : (JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as Record<string, string>),
    ]),
  ),
});

export const messagesOf = (locale: Locale) => messagesInstance(resourcesOf(locale), locale);

export function translator(locale: Locale): TFunction<'common'>;
export function translator<N extends Namespace>(locale: Locale, namespace: N): TFunction<N>;
export function translator(locale: Locale, namespace: Namespace = 'common'): TFunction<Namespace> {
  return messagesOf(locale).getFixedT(locale, namespace);
}

/** A page's providers of messages and language, for a component rendered on its own. */
export function WithMessages({ locale, children }: { locale: Locale; children: React.ReactNode }): React.JSX.Element {
  return (
    <I18nextProvider i18n={messagesOf(locale)}>
      <I18nextContext.Provider value={i18nPageContext(locale, '/')}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
