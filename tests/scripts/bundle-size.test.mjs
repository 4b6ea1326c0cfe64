import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { firstLoadJavaScript, moduleOrigin, sharedWithoutNames } from '../../scripts/lib/bundle-size.mjs';

test('a page kind loads the app chunks and its template chunks, counted once each, gzip-compressed; styles do not count', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  const files = {
    'app-1.js': 'a'.repeat(5000),
    'framework-1.js': 'let f = 1;'.repeat(300),
    'styles.css': 'b{}'.repeat(900),
    'commons-1.js': 'c();'.repeat(400),
    'component---src-templates-city-tsx-1.js': 'city()',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const group = (...names) => ({ assets: names.map((name) => ({ name })) });
  fs.writeFileSync(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({
      namedChunkGroups: {
        app: group('app-1.js', 'framework-1.js', 'styles.css'),
        'component---src-templates-city-tsx': group('commons-1.js', 'app-1.js', 'component---src-templates-city-tsx-1.js'),
      },
    }),
  );
  const gz = (name) => zlib.gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }).length;
  try {
    assert.deepEqual(firstLoadJavaScript(dir), {
      city: gz('app-1.js') + gz('framework-1.js') + gz('commons-1.js') + gz('component---src-templates-city-tsx-1.js'),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a module is put down to its npm package (scoped or not) or to its folder of src/', () => {
  assert.equal(moduleOrigin('webpack://mes-jobs/./node_modules/react-i18next/dist/es/context.js'), 'react-i18next');
  assert.equal(moduleOrigin('webpack://mes-jobs/./node_modules/@reach/router/es/index.js'), '@reach/router');
  assert.equal(moduleOrigin('webpack://mes-jobs/./node_modules/a/node_modules/b/index.js'), 'a');
  assert.equal(moduleOrigin('webpack://mes-jobs/./src/features/auth/apply-dialog.tsx'), 'src/features/auth');
  assert.equal(moduleOrigin('webpack://mes-jobs/./src/i18n/options.ts'), 'src/i18n/options');
  assert.equal(moduleOrigin('webpack://mes-jobs/./.cache/production-app.js'), './.cache/production-app.js');
});

test('a script of the build named after chunks without a name is found; one named after named chunks, or by number, is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  // Gatsby's name for the modules two unnamed lazy chunks share: sha1('nullnull').
  const merged = 'c8f7fe3b0e41be846d5687592cf2018ff6e22687';
  const named = 'b9af8fc40dc8141c984162d19dd8f126806a55e4';
  const runtime = (...names) => `__webpack_require__.u=e=>({${names.map((name, index) => `${index + 1}:"${name}"`).join(',')}})[e]+"-"+{}[e]+".js";`;
  const build = (...names) => {
    fs.writeFileSync(path.join(dir, 'webpack-runtime-1.js'), runtime(...names));
    fs.writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'app-1.js' }] } } }),
    );
  };
  try {
    build(merged, named);
    assert.deepEqual(sharedWithoutNames(dir), [merged]);
    // An older build's script left in the folder does not count.
    fs.writeFileSync(path.join(dir, `${merged}-15444cb920d12ae51a37.js`), '');
    build(named);
    assert.deepEqual(sharedWithoutNames(dir), []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
