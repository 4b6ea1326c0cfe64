import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as React from 'react';
import { renderToPipeableStream } from 'react-dom/server';

// The patches of dependencies (patches/README.md): each listed with its four facts, each applied to the
// installed package, and the behaviour of those a unit test can reach.

const ROOT = path.join(__dirname, '..', '..', '..');
const PATCHES = path.join(ROOT, 'patches');
const README = fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8');
const patchFiles = fs.readdirSync(PATCHES).filter((file) => file.endsWith('.patch'));

/** The lines a patch adds, by the file they go into. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of patch.split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target !== null) {
      current = [];
      files.set(target[1], current);
    } else if (current !== null && line.startsWith('+') && line.slice(1).trim() !== '') current.push(line.slice(1));
  }
  return files;
}

/** A patch's section of the README: from its heading to the next. */
const sectionOf = (file: string): string => {
  const start = README.indexOf(`### \`${file}\``);
  if (start < 0) return '';
  const next = README.indexOf('\n## ', start);
  const following = README.indexOf('\n### ', start + 1);
  const ends = [next, following].filter((index) => index > 0);
  return README.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
};

describe('the patches of dependencies', () => {
  test('there are patches, and the README lists each with why, upstream, when to drop it, and its test', () => {
    expect(patchFiles.length).toBeGreaterThan(0);
    for (const file of patchFiles) {
      const section = sectionOf(file);
      expect({ file, listed: section !== '' }).toEqual({ file, listed: true });
      for (const fact of ['Why:', 'Upstream:', 'Drop when:', 'Test:'])
        expect({ file, fact, found: section.includes(fact) }).toEqual({ file, fact, found: true });
    }
  });

  test.each(patchFiles)('%s is applied: every line it adds is in the installed file', (file) => {
    const added = addedLines(fs.readFileSync(path.join(PATCHES, file), 'utf8'));
    expect(added.size).toBeGreaterThan(0);
    for (const [target, lines] of added) {
      const installed = fs.readFileSync(path.join(ROOT, target), 'utf8');
      const missing = lines.filter((line) => !installed.includes(line));
      expect({ target, missing }).toEqual({ target, missing: [] });
    }
  });

  test('install fails when a patch no longer applies', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.postinstall).toMatch(/^patch-package --error-on-fail /);
  });
});

describe('what the patches fix', () => {
  test('gatsby-plugin-manifest: a page takes the manifest of the language whose start page is it or a parent folder of it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const manifestOf = (require('gatsby-plugin-manifest/get-manifest-pathname') as { default: (pathname: string, manifests: unknown) => string }).default;
    const manifests = [{ start_url: '/en', lang: 'en' }];
    expect(manifestOf('/entreprise', manifests)).toBe('manifest.webmanifest');
    expect(manifestOf('/en', manifests)).toBe('manifest_en.webmanifest');
    expect(manifestOf('/en/jobs', manifests)).toBe('manifest_en.webmanifest');
    expect(manifestOf('/', manifests)).toBe('manifest.webmanifest');
  });

  test('react-dom: accented text across the end of the server renderer’s buffer has no null byte', async () => {
    // Short text chunks of two-byte characters, after tags of odd lengths: one of them meets the end of the
    // 2 KB buffer with one byte left.
    const page = React.createElement(
      'main',
      null,
      Array.from({ length: 60 }, (_, index) => React.createElement(index % 2 === 0 ? 'p' : 'h2', { key: index }, `${index} ${'é'.repeat(97)}`)),
    );
    const html = await new Promise<string>((resolve, reject) => {
      const sink = new PassThrough();
      const chunks: Buffer[] = [];
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(sink), onError: reject });
    });
    expect(html).toContain('59 é');
    expect(html.includes('\u0000')).toBe(false);
  });
});
