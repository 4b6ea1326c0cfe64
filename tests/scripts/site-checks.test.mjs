import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkHtml, pageKinds } from '../../scripts/lib/site-checks.mjs';

const writePage = (dir, pagePath, component, html) => {
  const data = path.join(dir, 'page-data', pagePath === '/' ? 'index' : pagePath.replace(/^\//, ''), 'page-data.json');
  fs.mkdirSync(path.dirname(data), { recursive: true });
  fs.writeFileSync(data, JSON.stringify({ componentChunkName: `component---src-${component}-tsx`, path: pagePath, result: { data: {} } }));
  if (html !== undefined) {
    const file = path.join(dir, pagePath, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
};

const scratchDir = (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-checks-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

test('one page of each kind in each language, the first by path; embeddable views are a kind of their own, a shell visited at a page of its route', (t) => {
  const dir = scratchDir(t);
  writePage(dir, '/villes/paris', 'templates-city');
  writePage(dir, '/villes/lyon', 'templates-city');
  writePage(dir, '/en/cities/lyon', 'templates-city');
  writePage(dir, '/offres-emploi/2-b', 'templates-job-offer');
  writePage(dir, '/offres-emploi/1-a', 'templates-job-offer');
  writePage(dir, '/offres-emploi/cdd', 'templates-contract');
  writePage(dir, '/iframe/agencies/AG-1', 'templates-agency');
  writePage(dir, '/iframe/jobs', 'templates-job-offer-embed');
  writePage(dir, '/', 'templates-home');
  writePage(dir, '/dev-404-page', 'pages-dev-404-page');
  assert.deepEqual(pageKinds(dir), [
    { kind: 'agency-embed', language: 'fr', path: '/iframe/agencies/AG-1' },
    { kind: 'city', language: 'en', path: '/en/cities/lyon' },
    { kind: 'city', language: 'fr', path: '/villes/lyon' },
    { kind: 'contract', language: 'fr', path: '/offres-emploi/cdd' },
    { kind: 'home', language: 'fr', path: '/' },
    { kind: 'job-offer', language: 'fr', path: '/offres-emploi/1-a' },
    // The offers' shell is visited at the view of the first offer's page of its language.
    { kind: 'job-offer-embed', language: 'fr', path: '/iframe/jobs', at: '/iframe/jobs/1-a' },
  ]);
});

test('the HTML check reports an error with its rule and place, and passes a valid page', async (t) => {
  const dir = scratchDir(t);
  const page = (body) =>
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Lyon</title></head><body><main><h1>Lyon</h1>${body}</main></body></html>`;
  fs.mkdirSync(path.join(dir, 'a'));
  fs.writeFileSync(path.join(dir, 'a', 'index.html'), page('<ul aria-label="Badges"><li>CDD</li></ul>'));
  fs.mkdirSync(path.join(dir, 'b'));
  fs.writeFileSync(path.join(dir, 'b', 'index.html'), page('<img src="/x.png"><p id="x"></p><p id="x"></p>'));
  const report = await checkHtml(dir, [
    { kind: 'a', language: 'fr', path: '/a' },
    { kind: 'b', language: 'fr', path: '/b' },
  ]);
  assert.deepEqual(report.results[0].errors, []);
  assert.deepEqual(report.results[1].errors.map((error) => error.ruleId).sort(), ['no-dup-id', 'wcag/h37']);
  assert.equal(report.errors, 2);
});
