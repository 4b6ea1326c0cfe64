import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkFloors } from '../../scripts/lib/version-floors.mjs';

/** A node_modules folder holding the given packages (paths relative to it). */
function nodeModules(packages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floors-'));
  for (const [where, name, version] of packages) {
    fs.mkdirSync(path.join(dir, where), { recursive: true });
    fs.writeFileSync(path.join(dir, where, 'package.json'), JSON.stringify({ name, version }));
  }
  return dir;
}

test('copies below their floor are reported, nested ones and every @strapi package included', () => {
  const dir = nodeModules([
    ['@strapi/core', '@strapi/core', '5.44.9'],
    ['@strapi/strapi', '@strapi/strapi', '5.54.0'],
    ['@strapi/design-system', '@strapi/design-system', '2.2.4'],
    ['koa', 'koa', '2.16.4'],
    ['express/node_modules/qs', 'qs', '6.13.0'],
    ['some-lib/node_modules/koa', 'koa', '3.0.2'],
    ['left-pad', 'left-pad', '1.0.0'],
  ]);
  try {
    const { checked, below } = checkFloors([dir]);
    assert.deepEqual(checked.map((pkg) => `${pkg.name}@${pkg.version}`).sort(), [
      '@strapi/core@5.44.9',
      '@strapi/strapi@5.54.0',
      'koa@2.16.4',
      'koa@3.0.2',
      'qs@6.13.0',
    ]);
    assert.deepEqual(below.map((pkg) => `${pkg.name}@${pkg.version}`).sort(), ['@strapi/core@5.44.9', 'koa@3.0.2', 'qs@6.13.0']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a major line with no known fix is refused', () => {
  const dir = nodeModules([['gatsby', 'gatsby', '4.25.9']]);
  try {
    assert.equal(checkFloors([dir]).below.length, 1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
