// The JavaScript a visitor's browser downloads to show a page of each kind, gzip-compressed: the app's
// chunks (webpack runtime, React, Gatsby) and those of the page's template, from the build's webpack stats.
import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';

const TEMPLATE_CHUNK = /^component---src-templates-(.+)-tsx$/;

const chunkGroups = (publicDir) => JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')).namedChunkGroups;
const scriptsOf = (groups, group) => (groups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
const firstLoad = (groups, templateGroup) => [...new Set([...scriptsOf(groups, 'app'), ...scriptsOf(groups, templateGroup)])];

/** { kind: bytes } for every template of the build in publicDir. */
export function firstLoadJavaScript(publicDir) {
  const groups = chunkGroups(publicDir);
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const kinds = {};
  for (const group of Object.keys(groups)) {
    const kind = TEMPLATE_CHUNK.exec(group)?.[1];
    if (kind !== undefined) kinds[kind] = firstLoad(groups, group).reduce((total, file) => total + size(file), 0);
  }
  return kinds;
}

/** The scripts a page of the kind loads first: the app's chunks, then its template's. */
export const firstLoadScripts = (publicDir, kind) => firstLoad(chunkGroups(publicDir), `component---src-templates-${kind}-tsx`);

/** Where a module comes from: its npm package, or its folder of src/ (two levels). */
export function moduleOrigin(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg !== null) return pkg[1];
  const own = /(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)/.exec(source);
  return own !== null ? own[1].replace(/\.[jt]sx?$/, '') : source.replace(/^webpack:\/\/[^/]*\//, '');
}

/** The line a first-load script starts with (src/build-time/compile-hints.ts: V8's explicit compile hint). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The build's compile hints: `firstLoad`, how many first-load scripts (the app's and every page
 * component's) the build has; `missing`, those that do not start with the hint; `unexpected`, the scripts
 * of the lazy named chunks (loaded on demand) that do.
 */
export function compileHints(publicDir) {
  const groups = chunkGroups(publicDir);
  const names = Object.keys(groups);
  const first = new Set(names.filter((group) => group.startsWith('component---')).flatMap((group) => firstLoad(groups, group)));
  const lazy = names.filter((group) => group !== 'app' && !group.startsWith('component---')).flatMap((group) => scriptsOf(groups, group));
  const hinted = (file) => fs.readFileSync(path.join(publicDir, file), 'utf8').startsWith(COMPILE_HINT);
  return {
    firstLoad: first.size,
    missing: [...first].filter((file) => !hinted(file)),
    unexpected: lazy.filter((file) => !first.has(file) && hinted(file)),
  };
}

/**
 * The scripts of the build named as Gatsby's `shared` group names the modules that chunks without a name
 * share (the hash of "null" written once per chunk): one such script gathers the modules of every lazy part
 * that shares them (src/build-time/shared-chunks.ts). None is expected. The build's scripts are those its
 * webpack runtime names (older builds' files stay in the folder).
 */
export function sharedWithoutNames(publicDir) {
  const runtime = scriptsOf(chunkGroups(publicDir), 'app').find((file) => file.startsWith('webpack-runtime-'));
  if (runtime === undefined) throw new Error(`No webpack runtime among the app's scripts in ${publicDir}/webpack.stats.json`);
  const text = fs.readFileSync(path.join(publicDir, runtime), 'utf8');
  return Array.from({ length: 63 }, (_, index) =>
    crypto
      .createHash('sha1')
      .update('null'.repeat(index + 2))
      .digest('hex'),
  ).filter((name) => text.includes(`"${name}"`));
}
