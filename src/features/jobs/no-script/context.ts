/**
 * The list page a search without JavaScript is answered for (./answer.tsx): its path, its language and the
 * filters the page itself sets (a contract type's page), written by the page's HTML into the address of
 * nginx's include and read back by the live API's renderer. Hexadecimal UTF-8 of its JSON: one path
 * segment of letters and digits, as the search thread takes them.
 */
import { isLocale, type Locale } from '@rythmo/site-map';
import { EMPTY_QUERY, jobsSearch, LIST_FILTERS, type JobsQuery, type ListFilter } from '../jobs-query';
import { parseJobsQuery } from '../parse-jobs-query';

export type NoScriptContext = { path: string; locale: Locale; fixed: Partial<Record<ListFilter, string[]>> };

/** A path of the site: slashes, lower-case letters, digits and dashes (never a scheme or another host). */
const SITE_PATH = /^(?:\/[a-z0-9-]+)+$/;

export function encodeContext({ path, locale, fixed }: NoScriptContext): string {
  const json = JSON.stringify({ p: path, l: locale, f: jobsSearch({ ...EMPTY_QUERY, ...fixed }) });
  return Array.from(new TextEncoder().encode(json), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The context of an include's address, or null when it is not one this module wrote. */
export function decodeContext(hex: string): NoScriptContext | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex) || hex.length > 4000) return null;
  try {
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const { p, l, f } = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Record<string, unknown>;
    if (typeof p !== 'string' || !SITE_PATH.test(p) || typeof l !== 'string' || !isLocale(l) || typeof f !== 'string') return null;
    const parsed = parseJobsQuery(f);
    const fixed: NoScriptContext['fixed'] = {};
    for (const name of Object.keys(LIST_FILTERS) as ListFilter[]) if (parsed[name].length > 0) fixed[name] = parsed[name];
    return { path: p, locale: l, fixed };
  } catch {
    return null;
  }
}

/** The search a page's address asks for, the page's own filters over it. */
export const searchOf = (context: NoScriptContext, search: string): JobsQuery => ({ ...parseJobsQuery(search), ...context.fixed });
