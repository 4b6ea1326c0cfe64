import fs from 'fs';
import path from 'path';

export const PUBLIC_DIR = path.resolve(__dirname, '..', '..', '..', 'public');

/** Every file under public/, relative paths. */
export function listPublicFiles(dir: string = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listPublicFiles(full) : [full];
  });
}

export const countHtmlPages = (): number => listPublicFiles().filter((file) => file.endsWith('.html')).length;
