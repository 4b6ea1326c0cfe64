import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeBuildMeta } from '../../../src/build-time/build-meta';
import { isNewerBuild } from '../../../src/routing/build-watch';

// Build freshness: each build names itself in public/builds/, and the app compares what it started on.

test('each build writes latest.json and its own meta file, under a new id', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-meta-'));
  try {
    const first = writeBuildMeta(dir, Date.UTC(2026, 10, 23, 10));
    const second = writeBuildMeta(dir, Date.UTC(2026, 10, 23, 11));
    expect(second.id).not.toBe(first.id);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'builds', 'latest.json'), 'utf8'))).toEqual(second);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'builds', 'meta', `${first.id}.json`), 'utf8'))).toEqual(first);
    expect(first.timestamp).toBe(Date.UTC(2026, 10, 23, 10));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a newer build is another id than the one the page started on, both known', () => {
  expect(isNewerBuild('a', 'b')).toBe(true);
  expect(isNewerBuild('a', 'a')).toBe(false);
  expect(isNewerBuild(null, 'b')).toBe(false);
  expect(isNewerBuild('a', null)).toBe(false);
});
