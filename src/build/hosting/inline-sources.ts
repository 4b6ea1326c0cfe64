/**
 * The inline scripts, styles and style attributes of the built pages, as the sha256 hashes a
 * Content-Security-Policy lists (./csp.ts). Read from public/ after each build; a page unchanged since the
 * last build (same size and time) is not read again, so a rebuild that writes a few pages reads a few.
 * Slices (public/_gatsby/slices) are not read: Gatsby stitches them into the pages, which are.
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
const STYLE_ATTRIBUTE = /<[a-z][^<>]*?\sstyle="([^"]*)"/gi;
/** Scripts the browser runs (data blocks such as JSON-LD are not code, and CSP does not apply to them). */
const isExecutable = (attributes: string): boolean => {
  if (/\ssrc=/i.test(attributes)) return false;
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string): string => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

/** The hashes of one HTML document's inline code. */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts = [...html.matchAll(SCRIPT)].filter((match) => isExecutable(match[1])).map((match) => sha256(match[2]));
  const styles = [...html.matchAll(STYLE)].map((match) => sha256(match[1]));
  const styleAttributes = [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => sha256(decode(match[1])));
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

/** The union over the pages of the build (their paths) in publicDir; fails when a limit shows per-page inline code. */
export function collectInlineSources(publicDir: string, pagePaths: Iterable<string>, cacheFile: string): InlineSources & { pages: number; read: number } {
  const cache = readCache(cacheFile);
  const next: Cache = { version: 1, files: {} };
  let read = 0;
  for (const file of new Set(Array.from(pagePaths, (pagePath) => htmlFileOf(publicDir, pagePath)))) {
    const key = path.relative(publicDir, file);
    const { size, mtimeMs } = fs.statSync(file);
    const known = cache.files[key];
    if (known !== undefined && known.size === size && known.mtimeMs === mtimeMs) {
      next.files[key] = known;
      continue;
    }
    read += 1;
    next.files[key] = { ...inlineSourcesOf(fs.readFileSync(file, 'utf8')), size, mtimeMs };
  }
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
