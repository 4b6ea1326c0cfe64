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

test('only the three newest releases are kept', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const publicDir = path.join(root, 'public');
  const siteDir = path.join(root, 'site');
  const releases = [];
  for (let index = 0; index < 5; index += 1) {
    write(publicDir, 'index.html', `<h1>${index}</h1>`);
    releases.push(deployRelease(publicDir, siteDir).release);
    const until = Date.now() + 5;
    while (Date.now() < until); // distinct release names (milliseconds)
  }
  assert.deepEqual(
    fs.readdirSync(path.join(siteDir, 'releases')).map((name) => path.join(siteDir, 'releases', name)),
    releases.slice(2),
  );
  fs.rmSync(root, { recursive: true, force: true });
});
