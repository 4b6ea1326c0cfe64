/**
 * The messages of a page: its query brings them (the `PageLocales` fragment, only the page's language and
 * namespaces), gatsby-plugin-react-i18next hands them to the page's components, and the page's head and
 * the error screen build the same i18next instance from them.
 */
import * as React from 'react';
import { graphql } from 'gatsby';
import type { i18n as I18n, Resource, TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
// The context module alone: the package's index also brings its Link and navigation helpers, unused here (translated paths).
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import type { I18nPageContext, Namespace } from './options';
import { messagesInstance } from './instance';

/** Every page query spreads this fragment, with `$locale` and `$namespaces` from the page's context. */
export const pageLocalesFragment = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $locale }, ns: { in: $namespaces } }, sort: { ns: ASC }) {
      edges { node { ns data language } }
    }
  }
`;

export type PageLocales = Queries.PageLocalesFragment['locales'] | null | undefined;

/** The page's messages as i18next resources (the plugin stores each file as a JSON string). */
function resourcesOf(locales: PageLocales): Resource {
  const resources: Resource = {};
  for (const { node } of locales?.edges ?? []) {
    if (node.language === null || node.ns === null || node.data === null) continue;
    resources[node.language] = { ...resources[node.language], [node.ns]: JSON.parse(node.data) as Record<string, string> };
  }
  return resources;
}

/**
 * An i18next instance of the page's messages, made once per page data and language: a page's head asks for
 * it and so does `Seo` inside that head, with the same `data.locales`.
 */
const instances = new WeakMap<object, Map<string, I18n>>();
export function pageI18n(locales: PageLocales, language: string): I18n {
  if (locales == null) return messagesInstance({}, language);
  const byLanguage = instances.get(locales) ?? new Map<string, I18n>();
  instances.set(locales, byLanguage);
  const instance = byLanguage.get(language) ?? messagesInstance(resourcesOf(locales), language);
  byLanguage.set(language, instance);
  return instance;
}

/** The messages of a page (common, or a namespace it loads), for its head: the Head API renders outside the plugin's provider. */
export function pageT(locales: PageLocales, language: string): TFunction<'common'>;
export function pageT<N extends Namespace>(locales: PageLocales, language: string, namespace: N): TFunction<N>;
export function pageT(locales: PageLocales, language: string, namespace: Namespace = 'common'): TFunction<Namespace> {
  return pageI18n(locales, language).getFixedT(language, namespace);
}

/** The plugin's providers around what renders outside its wrapper (the error screen of the page's boundary). */
export function PageMessages({ locales, context, children }: { locales: PageLocales; context: I18nPageContext; children: React.ReactNode }): React.JSX.Element {
  const i18n = React.useMemo(() => pageI18n(locales, context.language), [locales, context.language]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
