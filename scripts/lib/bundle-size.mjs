// The JavaScript a visitor's browser downloads to show a page of each kind, gzip-compressed: the app's
// chunks (webpack runtime, React, Gatsby) and those of the page's template, from the build's webpack stats.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEMPLATE_CHUNK = /^component---src-templates-(.+)-tsx$/;

/** { kind: bytes } for every template of the build in publicDir. */
export function firstLoadJavaScript(publicDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const groups = stats.namedChunkGroups;
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const scripts = (group) => groups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const kinds = {};
  for (const group of Object.keys(groups)) {
    const kind = TEMPLATE_CHUNK.exec(group)?.[1];
    if (kind === undefined) continue;
    kinds[kind] = [...new Set([...scripts('app'), ...scripts(group)])].reduce((total, file) => total + size(file), 0);
  }
  return kinds;
}
