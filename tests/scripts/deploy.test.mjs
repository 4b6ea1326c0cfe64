import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { currentRelease, deployRelease } from '../../scripts/lib/deploy.mjs';

const write = (dir, relative, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), text);
};

test('a deploy publishes the build as a new release, links unchanged files and counts changed pages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const publicDir = path.join(root, 'public');
  const siteDir = path.join(root, 'site');
  write(publicDir, 'index.html', '<h1>Accueil</h1>');
  write(publicDir, 'villes/lyon/index.html', '<h1>Lyon</h1>');
  write(publicDir, 'offres-emploi/1-a/index.html', '<h1>Offre A</h1>');
  write(publicDir, 'app-123.js', 'js');
  const first = deployRelease(publicDir, siteDir);
  assert.equal(first.pagesChanged, 3);
  assert.equal(currentRelease(siteDir), first.release);
  assert.equal(fs.readFileSync(path.join(siteDir, 'current', 'villes/lyon/index.html'), 'utf8'), '<h1>Lyon</h1>');

  // The next build: one page really changed, one rewritten with the same bytes, one removed, one new.
  write(publicDir, 'villes/lyon/index.html', '<h1>Lyon !</h1>');
  write(publicDir, 'index.html', '<h1>Accueil</h1>');
  fs.rmSync(path.join(publicDir, 'offres-emploi/1-a'), { recursive: true });
  write(publicDir, 'offres-emploi/2-b/index.html', '<h1>Offre B</h1>');
  const second = deployRelease(publicDir, siteDir);
  assert.deepEqual([second.pagesChanged, second.pagesRemoved], [2, 1]);
  assert.equal(currentRelease(siteDir), second.release);
  assert.equal(fs.readFileSync(path.join(siteDir, 'current', 'villes/lyon/index.html'), 'utf8'), '<h1>Lyon !</h1>');
  assert.equal(fs.existsSync(path.join(siteDir, 'current', 'offres-emploi/1-a/index.html')), false);
  // Unchanged files share their inode with the previous release, which itself is untouched.
  assert.equal(fs.statSync(path.join(second.release, 'app-123.js')).ino, fs.statSync(path.join(first.release, 'app-123.js')).ino);
  assert.equal(fs.readFileSync(path.join(first.release, 'villes/lyon/index.html'), 'utf8'), '<h1>Lyon</h1>');
  fs.rmSync(root, { recursive: true, force: true });
});

test('two release folders take turns: a deploy copies what changed since that folder was online and leaves the release before whole', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const publicDir = path.join(root, 'public');
  const siteDir = path.join(root, 'site');
  const read = (release, relative) => fs.readFileSync(path.join(release, relative), 'utf8');
  const inode = (release, relative) => fs.statSync(path.join(release, relative)).ino;
  fs.mkdirSync(path.join(siteDir, 'releases', '2026-11-26T22-14-59-118Z'), { recursive: true }); // the older layout
  write(publicDir, 'index.html', '<h1>0</h1>');
  write(publicDir, 'app.js', 'js 0');
  write(publicDir, 'static/logo.svg', '<svg/>');
  write(publicDir, 'villes/nice/index.html', '<h1>Nice</h1>');
  const first = deployRelease(publicDir, siteDir);
  assert.deepEqual(fs.readdirSync(path.join(siteDir, 'releases')), [path.basename(first.release)]);

  write(publicDir, 'index.html', '<h1>1</h1>');
  fs.rmSync(path.join(publicDir, 'villes/nice'), { recursive: true });
  write(publicDir, 'villes/lyon/index.html', '<h1>Lyon</h1>');
  const second = deployRelease(publicDir, siteDir);
  assert.notEqual(second.release, first.release);
  assert.deepEqual([second.pagesChanged, second.pagesRemoved], [2, 1]);
  assert.equal(inode(second.release, 'app.js'), inode(first.release, 'app.js'), 'linked from the release online');

  // Nothing touches a file no build changed: not even a link again (which would change its inode's ctime).
  const logo = fs.statSync(path.join(first.release, 'static/logo.svg')).ctimeMs;
  const until = Date.now() + 20;
  while (Date.now() < until); // past the file system's clock tick
  write(publicDir, 'index.html', '<h1>2</h1>');
  write(publicDir, 'app.js', 'js 2');
  const third = deployRelease(publicDir, siteDir);
  assert.equal(third.release, first.release);
  assert.equal(currentRelease(siteDir), first.release);
  assert.deepEqual([third.pagesChanged, third.pagesRemoved], [1, 0]);
  assert.equal(read(third.release, 'index.html'), '<h1>2</h1>');
  assert.equal(read(third.release, 'villes/lyon/index.html'), '<h1>Lyon</h1>');
  assert.equal(fs.existsSync(path.join(third.release, 'villes/nice')), false, 'a removed page and its emptied folder');
  assert.equal(fs.statSync(path.join(third.release, 'static/logo.svg')).ctimeMs, logo, 'a file no build changed is left as it was');
  // The release before, online until this deploy, is whole: app.js was a link shared with this folder.
  assert.equal(read(second.release, 'app.js'), 'js 0');
  assert.equal(read(second.release, 'index.html'), '<h1>1</h1>');

  // A deploy stopped midway leaves its folder without a manifest: the next one starts it afresh.
  fs.rmSync(path.join(second.release, '.release-manifest.json'));
  write(second.release, 'stray.html', 'half-written');
  const fourth = deployRelease(publicDir, siteDir);
  assert.equal(fourth.release, second.release);
  assert.equal(fs.existsSync(path.join(fourth.release, 'stray.html')), false);
  assert.equal(read(fourth.release, 'app.js'), 'js 2');
  assert.equal(read(path.join(siteDir, 'current'), 'index.html'), '<h1>2</h1>');
  fs.rmSync(root, { recursive: true, force: true });
});

test('a site folder given by a relative path still takes turns (the online folder is never written)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    write('public', 'index.html', '<h1>0</h1>');
    const first = deployRelease('public', 'site');
    write('public', 'index.html', '<h1>1</h1>');
    const second = deployRelease('public', 'site');
    assert.notEqual(second.release, first.release);
    assert.equal(fs.readFileSync(path.join(first.release, 'index.html'), 'utf8'), '<h1>0</h1>');
  } finally {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
