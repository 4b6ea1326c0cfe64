import fs from 'fs';
import path from 'path';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));

test('raw HTML reaches pages through two components only: sanitised rich text and escaped JSON-LD', () => {
  const users = files(SRC)
    .filter((file) => !file.endsWith('gatsby-types.d.ts') && fs.readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'))
    .map((file) => path.relative(SRC, file))
    .sort();
  expect(users).toEqual(['components/markdown.tsx', 'seo/json-ld.tsx']);
});
