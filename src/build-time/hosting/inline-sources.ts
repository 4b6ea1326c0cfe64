/**
 * The inline scripts, styles and style attributes of the built pages, as the sha256 hashes a
 * Content-Security-Policy lists (./csp.ts). Read from public/ after each build; a page unchanged since the
 * last build (same size and time) is not read again, so a rebuild that writes a few pages reads a few.
 * Slices (public/_gatsby/slices) are not read: Gatsby stitches them into the pages, which are.
 *
 * A clean build reads every page (49,532 at 20,000 offers, 2.7 GB): as bytes, one character per byte
 * (latin1), without decoding UTF-8, and several at a time, while each page's code is hashed once per content.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { InlineSources } from './csp';

/** More distinct inline scripts than this means a page has one of its own: a CSP could not keep up. */
export const MAX_INLINE_SCRIPTS = 12;
export const MAX_INLINE_STYLES = 64;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** A style attribute: found by its name, then kept when it is inside a tag (a "<" since the last ">"). */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const inTag = (html: string, index: number): boolean => {
  const open = html.lastIndexOf('<', index);
  return open > html.lastIndexOf('>', index) && /[a-z]/i.test(html.charAt(open + 1));
};
/** Scripts the browser runs (data blocks such as JSON-LD are not code, and CSP does not apply to them). */
const isExecutable = (attributes: string): boolean => {
  if (/\ssrc=/i.test(attributes)) return false;
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string): string => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

/**
 * How the characters of a page's text stand for its bytes: `utf8`, a decoded text; `latin1`, one character
 * per byte of the UTF-8 file, read without decoding. Either way the hash is the one of the UTF-8 bytes.
 */
export type TextEncoding = 'utf8' | 'latin1';

export const sha256 = (text: string, encoding: TextEncoding = 'utf8'): string => crypto.createHash('sha256').update(text, encoding).digest('base64');

/** Every page carries the same few inline sources (24 KB of style alone): each is hashed once. */
const MEMO_LIMIT = 256;
const memo: Record<TextEncoding, Map<string, string>> = { utf8: new Map(), latin1: new Map() };
const hashOf = (text: string, encoding: TextEncoding): string => {
  const known = memo[encoding].get(text);
  if (known !== undefined) return known;
  const hash = sha256(text, encoding);
  if (memo[encoding].size < MEMO_LIMIT) memo[encoding].set(text, hash);
  return hash;
};

/** The hashes of one HTML document's inline code. */
export function inlineSourcesOf(html: string, encoding: TextEncoding = 'utf8'): InlineSources {
  const scripts = [...html.matchAll(SCRIPT)].filter((match) => isExecutable(match[1])).map((match) => hashOf(match[2], encoding));
  const styles = [...html.matchAll(STYLE)].map((match) => hashOf(match[1], encoding));
  const styleAttributes = [...html.matchAll(STYLE_ATTRIBUTE)]
    .filter((match) => inTag(html, match.index ?? 0))
    .map((match) => hashOf(decode(match[1]), encoding));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)], styleAttributes: [...new Set(styleAttributes)] };
}

type Cached = InlineSources & { size: number; mtimeMs: number };
type Cache = { version: 1; files: Record<string, Cached> };

/**
 * The HTML file of each page, where Gatsby writes it (gatsby-core-utils' generateHtmlPath): the build's
 * pages are known, and walking public/ to find them read one folder per page (49,532 at 20,000 offers).
 */
const htmlFileOf = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, pagePath.replace(/^\//, ''), /\.html?$/i.test(pagePath) ? '' : 'index.html');

function readCache(file: string): Cache {
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Cache;
    if (cache.version === 1) return cache;
  } catch {
    // No cache yet (clean build) or an unreadable one: every page is read.
  }
  return { version: 1, files: {} };
}

/** Pages read at a time: a clean build's pages are many small files, whose reads wait on the disk. */
const READS_AT_ONCE = 8;

/** The union over the pages of the build (their paths) in publicDir; fails when a limit shows per-page inline code. */
export async function collectInlineSources(
  publicDir: string,
  pagePaths: Iterable<string>,
  cacheFile: string,
): Promise<InlineSources & { pages: number; read: number }> {
  const cache = readCache(cacheFile);
  const keys = [...new Set(Array.from(pagePaths, (pagePath) => path.relative(publicDir, htmlFileOf(publicDir, pagePath))))];
  const stats = keys.map((key) => fs.statSync(path.join(publicDir, key)));
  const found = keys.map((key, index): Cached | undefined => {
    const known = cache.files[key];
    return known !== undefined && known.size === stats[index].size && known.mtimeMs === stats[index].mtimeMs ? known : undefined;
  });
  const unread = found.flatMap((entry, index) => (entry === undefined ? [index] : []));
  let cursor = 0;
  const reader = async (): Promise<void> => {
    for (let index = unread[cursor++]; index !== undefined; index = unread[cursor++]) {
      const html = await fs.promises.readFile(path.join(publicDir, keys[index]), 'latin1');
      found[index] = { ...inlineSourcesOf(html, 'latin1'), size: stats[index].size, mtimeMs: stats[index].mtimeMs };
    }
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  const files = keys.flatMap((key, index) => {
    const entry = found[index];
    return entry === undefined ? [] : [[key, entry] as const];
  });
  const next: Cache = { version: 1, files: Object.fromEntries(files) };
  const read = unread.length;
  const entries = Object.entries(next.files);
  const union = (pick: (sources: InlineSources) => readonly string[]): string[] => [...new Set(entries.flatMap(([, sources]) => pick(sources)))];
  const result = { scripts: union((s) => s.scripts), styles: union((s) => s.styles), styleAttributes: union((s) => s.styleAttributes) };
  const firstWith = (pick: (sources: InlineSources) => readonly string[], hash: string): string =>
    entries.find(([, sources]) => pick(sources).includes(hash))?.[0] ?? '?';
  if (result.scripts.length > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `${result.scripts.length} different inline scripts in the pages (at most ${MAX_INLINE_SCRIPTS}): a page has a script of its own, which the CSP would have to list. For example in ${result.scripts
        .slice(-3)
        .map((hash) => firstWith((s) => s.scripts, hash))
        .join(', ')}`,
    );
  }
  if (result.styles.length + result.styleAttributes.length > MAX_INLINE_STYLES) {
    throw new Error(
      `${result.styles.length + result.styleAttributes.length} different inline styles in the pages (at most ${MAX_INLINE_STYLES}): content is writing styles of its own. For example in ${result.styleAttributes
        .slice(-3)
        .map((hash) => firstWith((s) => s.styleAttributes, hash))
        .join(', ')}`,
    );
  }
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify(next));
  return { ...result, pages: entries.length, read };
}
