/**
 * The text of the app loader's inline script (../boot/app-loader.ts): `bootApp` called with its own
 * element, the window and the scripts of each page template, minified. The browser bundle's compiler
 * writes it to APP_LOADER_FILE once it has emitted the scripts (AppLoaderPlugin), where the one hunk of
 * patches/gatsby+5.16.1.patch reads it into the scripts slice Gatsby writes in every page, the same
 * compilation's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import type { Compiler } from 'webpack';
import { bootApp, type TemplateScripts } from '../boot/app-loader';
import { isTemplateGroup } from './compile-hints';

/** Where the script waits for Gatsby's bundler, under the project's root (Gatsby's own cache folder). */
export const APP_LOADER_FILE = path.join('.cache', 'app-loader.js');

/** Where the templates' scripts go in the minified call: a name terser leaves alone (a global it cannot see). */
const TEMPLATES_SLOT = '__RYTHMO_TEMPLATE_SCRIPTS__';

export async function appLoaderScript(templates: TemplateScripts): Promise<string> {
  const { code } = await minify(`(${bootApp.toString()})(document.currentScript,window,${TEMPLATES_SLOT})`, {
    ecma: 2017,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (code === undefined || code === '') throw new Error('terser gave no code for the app loader');
  const parts = code.split(TEMPLATES_SLOT);
  if (parts.length !== 2) throw new Error(`the app loader's minified code has ${parts.length - 1} places for the templates' scripts, not one`);
  // Inside an inline script: no `<` that could close it.
  return parts.join(JSON.stringify(templates).replace(/</g, '\\u003c'));
}

/** A named chunk group of the compilation, with the files of its chunks in webpack's order. */
export type ChunkGroupFiles = { name: string; files: readonly string[] };

/**
 * The scripts of each page template's chunk group, as addresses under the public path: its own chunk and
 * those it shares with other templates, without the app's (the loader fetches those already).
 */
export function templateScripts(groups: readonly ChunkGroupFiles[], publicPath: string): TemplateScripts {
  const app = new Set(groups.find((group) => group.name === 'app')?.files ?? []);
  const templates: Record<string, string[]> = {};
  for (const { name, files } of groups) {
    if (!isTemplateGroup(name)) continue;
    templates[name] = [...new Set(files)].filter((file) => file.endsWith('.js') && !app.has(file)).map((file) => `${publicPath}${file}`);
  }
  return templates;
}

/**
 * Writes the loader's text after the browser bundle is emitted and before Gatsby's stats extractor
 * writes the scripts slice (webpack's `afterEmit` comes before `done`): every compilation's slice carries
 * the scripts that compilation made.
 */
export class AppLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('AppLoaderPlugin', async (compilation) => {
      const { publicPath } = compilation.outputOptions;
      if (typeof publicPath !== 'string' || !publicPath.endsWith('/')) throw new Error(`AppLoaderPlugin: unexpected public path ${String(publicPath)}`);
      const groups = compilation.chunkGroups
        .filter((group) => typeof group.name === 'string')
        .map((group) => ({ name: group.name as string, files: group.chunks.flatMap((chunk) => Array.from(chunk.files)) }));
      const file = path.join(compiler.context, APP_LOADER_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await appLoaderScript(templateScripts(groups, publicPath)));
    });
  }
}
