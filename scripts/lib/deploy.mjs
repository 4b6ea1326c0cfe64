// Releases of the static site. nginx serves <siteDir>/current, a link to one of two release folders (blue
// and green); a deploy brings the other folder up to the build (public/) and switches the link in one
// rename, so visitors never see a half-written site, a failed build leaves the online release as it was,
// and the release before stays whole until the next deploy.
// Bringing a folder up to date costs what changed: each folder's manifest holds the size and time of every
// file it has, so only files the last two builds wrote are copied; the other files keep their inode, and a
// file the online release already has is hard-linked from it. At 20,000 offers (99,000 files) a release per
// deploy, linked file by file and the oldest deleted, took 10 to 36 s and 25 s more; see docs/decisions.md.
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = '.release-manifest.json';
const FOLDERS = ['blue', 'green'];

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

/** What a release folder holds, or null when it is missing or was left half-written. */
function readManifest(release) {
  try {
    return JSON.parse(fs.readFileSync(path.join(release, MANIFEST), 'utf8'));
  } catch {
    return null;
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

/** Removes a file and the folders it leaves empty, up to the release folder. */
function removeFile(release, relative) {
  fs.rmSync(path.join(release, relative), { force: true });
  for (let folder = path.dirname(relative); folder !== '.'; folder = path.dirname(folder)) {
    try {
      fs.rmdirSync(path.join(release, folder));
    } catch {
      return; // not empty
    }
  }
}

/**
 * Publishes publicDir: brings the release folder that is not online up to it and points the current link
 * at it. Returns the release folder, the number of HTML pages whose content differs from the release that
 * was online (new or changed), and the number of pages removed.
 */
export function deployRelease(publicDir, siteDir) {
  const releases = path.resolve(siteDir, 'releases'); // absolute, as currentRelease's answer it is compared with
  const online = currentRelease(siteDir);
  const release = path.join(
    releases,
    FOLDERS.find((name) => path.join(releases, name) !== online),
  );
  const live = (online !== null && readManifest(online)) || {};
  let held = readManifest(release);
  if (held === null) {
    fs.rmSync(release, { recursive: true, force: true });
    held = {};
  }
  // Half-written until the end: a deploy stopped midway leaves no manifest, and the next one starts afresh.
  fs.rmSync(path.join(release, MANIFEST), { force: true });
  const manifest = {};
  const folders = new Set();
  let pagesChanged = 0;
  for (const [relative, stat] of listFiles(publicDir)) {
    const signature = `${stat.size}:${stat.mtimeMs}`;
    manifest[relative] = signature;
    const unchangedOnline =
      online !== null && (live[relative] === signature || sameContent(path.join(online, relative), path.join(publicDir, relative), stat.size));
    if (!unchangedOnline && relative.endsWith('.html')) pagesChanged += 1;
    if (held[relative] === signature) continue;
    const target = path.join(release, relative);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    // A new inode every time: the file may be a link shared with the online release.
    fs.rmSync(target, { force: true });
    if (unchangedOnline) fs.linkSync(path.join(online, relative), target);
    else fs.copyFileSync(path.join(publicDir, relative), target);
  }
  for (const relative of Object.keys(held)) if (!(relative in manifest)) removeFile(release, relative);
  const pagesRemoved = Object.keys(live).filter((relative) => relative.endsWith('.html') && !(relative in manifest)).length;
  fs.mkdirSync(release, { recursive: true });
  fs.writeFileSync(path.join(release, MANIFEST), JSON.stringify(manifest));
  const temporary = `${currentLink(siteDir)}.next`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(path.relative(siteDir, release), temporary);
  fs.renameSync(temporary, currentLink(siteDir));
  removeOtherFolders(releases);
  return { release, pagesChanged, pagesRemoved };
}

/** Releases of the layout before blue and green (one folder per deploy), once the switch is done. */
function removeOtherFolders(releases) {
  for (const name of fs.readdirSync(releases)) if (!FOLDERS.includes(name)) fs.rmSync(path.join(releases, name), { recursive: true, force: true });
}
