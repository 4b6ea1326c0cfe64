import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateScripts } from '../../../src/build-time/page-scripts';

// The scripts of a page's template, read from webpack's stats as Gatsby writes them (assetsByChunkName).

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const writeStats = (file: string, assetsByChunkName: Record<string, string[]>): string => {
  const statsFile = path.join(folder, file);
  fs.writeFileSync(statsFile, JSON.stringify({ assetsByChunkName }));
  return statsFile;
};

describe('templateScripts', () => {
  test('the scripts of the page’s chunk group, in webpack’s order, as addresses; its styles left out', () => {
    const statsFile = writeStats('stats.json', {
      app: ['webpack-runtime-1.js', 'app-2.js'],
      'component---src-templates-jobs-tsx': ['commons-3.js', 'styles-4.css', 'component---src-templates-jobs-tsx-5.js'],
    });
    expect(templateScripts({ componentChunkName: 'component---src-templates-jobs-tsx' }, statsFile)).toEqual([
      '/commons-3.js',
      '/component---src-templates-jobs-tsx-5.js',
    ]);
  });

  test('stats written again by a later build are read again', () => {
    const statsFile = writeStats('rebuilt.json', { 'component---a': ['a-1.js'] });
    expect(templateScripts({ componentChunkName: 'component---a' }, statsFile)).toEqual(['/a-1.js']);
    writeStats('rebuilt.json', { 'component---a': ['a-2.js'] });
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(statsFile, later, later);
    expect(templateScripts({ componentChunkName: 'component---a' }, statsFile)).toEqual(['/a-2.js']);
  });

  test('a page without a template, or a template webpack did not build, is an error that names it', () => {
    const statsFile = writeStats('other.json', { 'component---a': ['a-1.js'] });
    expect(() => templateScripts({}, statsFile)).toThrow('componentChunkName');
    expect(() => templateScripts({ componentChunkName: 'component---b' }, statsFile)).toThrow('component---b');
  });
});
