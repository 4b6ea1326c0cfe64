/**
 * A feature's own messages (src/locales/{fr,en}/<feature>.json), loaded with its code on demand instead of
 * with every page: the message of a key in a locale, and the hook of the current page's locale.
 */
import * as React from 'react';
import type { Locale } from '@rythmo/site-map';
import { fill, type MessageValues } from './messages';
import { useLocale } from './locale-context';

export type MessageBook<K extends string> = {
  message: (locale: Locale, key: K, values?: MessageValues) => string;
  useMessages: () => (key: K, values?: MessageValues) => string;
};

export function messageBook<K extends string>(books: Record<Locale, Record<K, string>>): MessageBook<K> {
  const message = (locale: Locale, key: K, values?: MessageValues): string => fill(books[locale][key], values);
  const useMessages = (): ((key: K, values?: MessageValues) => string) => {
    const { locale } = useLocale();
    return React.useCallback((key: K, values?: MessageValues) => message(locale, key, values), [locale]);
  };
  return { message, useMessages };
}
