/**
 * The text of the app loader's inline script (../boot/app-loader.ts): `bootApp` called with its own
 * element and the window, minified. gatsby-node writes it to APP_LOADER_FILE before the build, where the
 * one hunk of patches/gatsby+5.16.1.patch reads it into the scripts Gatsby writes in every page.
 */
import path from 'node:path';
import { minify } from 'terser';
import { bootApp } from '../boot/app-loader';

/** Where the script waits for Gatsby's bundler, under the project's root (Gatsby's own cache folder). */
export const APP_LOADER_FILE = path.join('.cache', 'app-loader.js');

export async function appLoaderScript(): Promise<string> {
  const { code } = await minify(`(${bootApp.toString()})(document.currentScript,window)`, {
    ecma: 2017,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (code === undefined || code === '') throw new Error('terser gave no code for the app loader');
  return code;
}
