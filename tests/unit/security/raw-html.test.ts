import fs from 'fs';
import path from 'path';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));

test('raw HTML reaches pages through four components only: sanitised rich text, escaped JSON-LD, the consent notice script and the no-script include; a kept section sets none', () => {
  const users = files(SRC)
    .filter((file) => !file.endsWith('gatsby-types.d.ts') && fs.readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'))
    .map((file) => path.relative(SRC, file))
    .sort();
  expect(users).toEqual([
    'components/markdown.tsx',
    'features/consent/notice.tsx',
    'features/jobs/no-script/include.tsx',
    'sections/static-section.tsx',
    'seo/json-ld.tsx',
  ]);
  // The include's HTML is a message, escaped, and an address made of constants and hexadecimal (tests/unit/features/no-script.test.tsx).
  const include = fs.readFileSync(path.join(SRC, 'features/jobs/no-script/include.tsx'), 'utf8');
  expect(include).toContain('${escapeHtml(notice)}');
  // The notice's script is one constant, built from constants: no text of the content reaches it.
  const notice = fs.readFileSync(path.join(SRC, 'features/consent/notice.tsx'), 'utf8');
  expect(notice.match(/dangerouslySetInnerHTML=\{[^}]*\}/g)).toEqual(['dangerouslySetInnerHTML={{ __html: NOTICE_SCRIPT }']);
  // A section kept as built gives React an empty constant, so that it leaves the built HTML alone: no HTML of its own.
  const kept = fs.readFileSync(path.join(SRC, 'sections/static-section.tsx'), 'utf8');
  expect(kept.match(/dangerouslySetInnerHTML=\{[^}]*\}/g)).toEqual(['dangerouslySetInnerHTML={KEEP}']);
  expect(kept).toContain("const KEEP = { __html: '' };");
});
