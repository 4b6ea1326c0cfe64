import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import type { Random } from './random';

const PALETTE = ['#5b2bd9', '#ff6b4a', '#12b3a6', '#ffb020', '#2a6df4', '#e83e8c', '#1f9d55', '#0f172a'];

/** Draws an abstract banner (gradient, circles and waves) that differs for every entity. */
async function drawBanner(random: Random, width: number, height: number): Promise<Buffer> {
  const [a, b, c] = random.sample(PALETTE, 3);
  const circles = Array.from({ length: 6 }, () => {
    const r = random.int(40, 220);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${c}" fill-opacity="${(0.15 + random.next() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const wave = random.int(height / 2, height - 80);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  <path d="M0 ${wave} C ${width / 3} ${wave - 90}, ${(2 * width) / 3} ${wave + 90}, ${width} ${wave} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="0.18"/>
</svg>`;
  // libjpeg-turbo, not mozjpeg: 19 ms an image instead of 57 (117 images a seed); the site serves its own resized copies.
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

export type UploadedImage = { id: number };

/** Generates an image locally and stores it through Strapi's upload service, with its alternative text. */
export async function uploadGeneratedImage(
  strapi: Core.Strapi,
  random: Random,
  name: string,
  alternativeText: string,
  size: { width: number; height: number } = { width: 1200, height: 630 },
): Promise<UploadedImage> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: `${name}.jpg` } });
  if (existing !== null) return { id: existing.id };
  const buffer = await drawBanner(random, size.width, size.height);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-image-'));
  const filepath = path.join(dir, `${name}.jpg`);
  fs.writeFileSync(filepath, buffer);
  try {
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${name}.jpg`, alternativeText, caption: alternativeText } },
        files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: buffer.length },
      });
    return { id: file.id };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
