import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { preparePreviewDir } from '../../scripts/lib/preview.mjs';

test('the preview folder links the sources and re-exports gatsby-config and gatsby-node', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-dir-'));
  try {
    // A folder left by an older layout: gatsby-browser re-exported, gatsby-node linked.
    fs.writeFileSync(path.join(dir, 'gatsby-browser.tsx'), "export * from '../gatsby-browser';\n");
    fs.symlinkSync(path.join(ROOT, 'gatsby-node.ts'), path.join(dir, 'gatsby-node.ts'));
    preparePreviewDir(dir);
    for (const name of ['src', 'static', 'node_modules', 'package.json', 'tsconfig.json', 'gatsby-browser.tsx', 'gatsby-ssr.tsx']) {
      assert.equal(fs.readlinkSync(path.join(dir, name)), path.join(ROOT, name), `${name} is a link to the project's`);
    }
    const from = path.relative(dir, ROOT).split(path.sep).join('/');
    assert.equal(fs.lstatSync(path.join(dir, 'gatsby-node.ts')).isSymbolicLink(), false);
    assert.equal(fs.readFileSync(path.join(dir, 'gatsby-node.ts'), 'utf8'), `export * from '${from}/gatsby-node';\n`);
    assert.equal(fs.readFileSync(path.join(dir, 'gatsby-config.ts'), 'utf8'), `export { default } from '${from}/gatsby-config';\n`);
    // Preparing again changes nothing.
    const before = fs.statSync(path.join(dir, 'gatsby-config.ts')).mtimeMs;
    preparePreviewDir(dir);
    assert.equal(fs.statSync(path.join(dir, 'gatsby-config.ts')).mtimeMs, before);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
