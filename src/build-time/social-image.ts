/**
 * The brand's image for sharing a page that has no image of its own (Open Graph, Twitter cards): the logo
 * on the brand's colour, 1200 × 630, drawn from static/favicon.svg at every build (no binary kept in git).
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { THEME_COLOR } from './manifest';

export async function writeSocialImage(projectDir: string, publicDir: string, target: string): Promise<string> {
  const logo = fs.readFileSync(path.join(projectDir, 'static', 'favicon.svg'));
  const file = path.join(publicDir, target);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mark = await sharp(logo, { density: 600 }).resize(360, 360).png().toBuffer();
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: THEME_COLOR } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(file);
  return file;
}
