// The seeded databases' cache (scripts/lib/stack.mjs): its key changes with every input of the seed, the
// offers it makes, its day and its database (SQLite or PostgreSQL), and with nothing else.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedKey } from '../../scripts/lib/stack.mjs';

const tree = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-key-'));
  fs.mkdirSync(path.join(root, 'src', 'seed'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'seed', 'index.ts'), 'export const offers = 3;');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  return root;
};
const inputs = ['src', 'package-lock.json'];
const day = new Date('2026-11-30T10:00:00Z');

test('the same inputs on the same day give the same key; a change of a file, a new file, another lock give another', () => {
  const root = tree();
  const key = () => seedKey({}, { root, inputs, today: day });
  const first = key();
  assert.equal(key(), first);
  fs.writeFileSync(path.join(root, 'src', 'seed', 'index.ts'), 'export const offers = 4;');
  const changed = key();
  assert.notEqual(changed, first);
  fs.writeFileSync(path.join(root, 'src', 'seed', 'more.ts'), '');
  const added = key();
  assert.notEqual(added, changed);
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  assert.notEqual(key(), added);
  fs.rmSync(root, { recursive: true, force: true });
});

test('the offers asked for, the day of the seed and the database are part of the key; the hour is not', () => {
  const root = tree();
  const key = (options, today = day) => seedKey(options, { root, inputs, today });
  assert.notEqual(key({ seedOffers: 300 }), key({}));
  assert.notEqual(key({}, new Date('2026-12-01T10:00:00Z')), key({}));
  assert.equal(key({}, new Date('2026-11-30T23:00:00Z')), key({}));
  assert.notEqual(key({ database: { host: '127.0.0.1', port: 55432 } }), key({}));
  fs.rmSync(root, { recursive: true, force: true });
});
