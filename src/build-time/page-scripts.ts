/**
 * The scripts of a page's template, for the app loader (../boot/app-loader.ts): Gatsby writes none of them
 * in the page, and its runtime requests them (five on the jobs list: the template's chunk and the chunks
 * it shares with other templates) only once the page's data has arrived, in the task that handles it.
 * Written on the page, the loader fetches them with the app's scripts.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What is read of webpack's stats, which Gatsby writes to public/ before it renders the pages' HTML. */
type WebpackStats = { assetsByChunkName: Record<string, string[] | undefined> };

const STATS_FILE = path.join('public', 'webpack.stats.json');

/** The last stats read, with their file and its modification time: a later build in the same process reads them again. */
let cached: { file: string; mtimeMs: number; stats: WebpackStats } | null = null;

function readStats(file: string): WebpackStats {
  const { mtimeMs } = fs.statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, stats: JSON.parse(fs.readFileSync(file, 'utf8')) as WebpackStats };
  return cached.stats;
}

/** The addresses of the scripts of a template's chunk group, from its page data (Gatsby's `componentChunkName`). */
export function templateScripts(pageData: object, statsFile: string = STATS_FILE): string[] {
  const chunkName = (pageData as { componentChunkName?: unknown }).componentChunkName;
  if (typeof chunkName !== 'string') throw new Error('The page data has no componentChunkName');
  const assets = readStats(statsFile).assetsByChunkName[chunkName];
  if (assets === undefined) throw new Error(`${statsFile} has no chunk group ${chunkName}`);
  return assets.filter((asset) => asset.endsWith('.js')).map((asset) => `/${asset}`);
}
