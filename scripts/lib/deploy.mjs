// Releases of the static site. nginx serves <siteDir>/current, a link to one release folder; a deploy
// copies a successful build (public/) into a new release and switches the link in one rename, so visitors
// never see a half-written site and a failed build leaves the online release as it was.
// Files identical to the previous release's are hard-linked from it instead of copied.
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = '.release-manifest.json';
const KEEP_RELEASES = 3;

export const currentLink = (siteDir) => path.join(siteDir, 'current');
export const statusFile = (siteDir) => path.join(siteDir, 'status.json');

/** Every file under dir, as [relative path, stat]. */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() ? [[relative, fs.statSync(path.join(dir, relative))]] : [];
  });
}

/** Gatsby may write a page again with the same bytes: such a page has not changed. */
function sameContent(releasedFile, builtFile, size) {
  try {
    return fs.statSync(releasedFile).size === size && fs.readFileSync(releasedFile).equals(fs.readFileSync(builtFile));
  } catch {
    return false;
  }
}

function readManifest(release) {
  try {
    return JSON.parse(fs.readFileSync(path.join(release, MANIFEST), 'utf8'));
  } catch {
    return {};
  }
}

/** The release folder the current link points to, or null before the first deploy. */
export function currentRelease(siteDir) {
  try {
    return path.resolve(siteDir, fs.readlinkSync(currentLink(siteDir)));
  } catch {
    return null;
  }
}

/**
 * Publishes publicDir as a new release and points the current link at it. Returns the release folder,
 * the number of HTML pages whose content differs from the previous release (new or changed), and the
 * number of pages removed.
 */
export function deployRelease(publicDir, siteDir) {
  const releases = path.join(siteDir, 'releases');
  fs.mkdirSync(releases, { recursive: true });
  const previous = currentRelease(siteDir);
  const before = previous === null ? {} : readManifest(previous);
  const release = path.join(releases, new Date().toISOString().replace(/[:.]/g, '-'));
  const manifest = {};
  let pagesChanged = 0;
  for (const [relative, stat] of listFiles(publicDir)) {
    const target = path.join(release, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const signature = `${stat.size}:${stat.mtimeMs}`;
    manifest[relative] = signature;
    if (previous !== null && (before[relative] === signature || sameContent(path.join(previous, relative), path.join(publicDir, relative), stat.size))) {
      fs.linkSync(path.join(previous, relative), target);
    } else {
      fs.copyFileSync(path.join(publicDir, relative), target);
      if (relative.endsWith('.html')) pagesChanged += 1;
    }
  }
  const pagesRemoved = Object.keys(before).filter((relative) => relative.endsWith('.html') && !(relative in manifest)).length;
  fs.writeFileSync(path.join(release, MANIFEST), JSON.stringify(manifest));
  const temporary = `${currentLink(siteDir)}.next`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(path.relative(siteDir, release), temporary);
  fs.renameSync(temporary, currentLink(siteDir));
  pruneReleases(releases, release);
  return { release, pagesChanged, pagesRemoved };
}

/** Keeps the newest releases (the current one always). */
function pruneReleases(releases, current) {
  const names = fs.readdirSync(releases).sort();
  for (const name of names.slice(0, Math.max(0, names.length - KEEP_RELEASES))) {
    const folder = path.join(releases, name);
    if (folder !== current) fs.rmSync(folder, { recursive: true, force: true });
  }
}
