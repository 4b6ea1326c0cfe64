// The bare Gatsby page of bench:lighthouse is built from the versions the project pins (scripts/lib/bare-gatsby.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { pinnedVersions } from '../../scripts/lib/bare-gatsby.mjs';

test('the bare page pins the lock file’s Gatsby, React and React DOM', () => {
  const lock = {
    packages: { 'node_modules/gatsby': { version: '5.16.1' }, 'node_modules/react': { version: '18.3.1' }, 'node_modules/react-dom': { version: '18.3.1' } },
  };
  assert.deepEqual(pinnedVersions(lock), { gatsby: '5.16.1', react: '18.3.1', 'react-dom': '18.3.1' });
  assert.equal(pinnedVersions().gatsby, pinnedVersions().gatsby.match(/^\d+\.\d+\.\d+$/)?.[0]);
});

test('a lock without one of them is an error naming it', () => {
  assert.throws(() => pinnedVersions({ packages: { 'node_modules/gatsby': { version: '5.16.1' } } }), /react is not in package-lock\.json/);
});
