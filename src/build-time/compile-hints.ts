import type { Chunk, Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): the functions of a
 * script that starts with it are compiled as the script streams in, on the streaming thread, instead of
 * on the main thread the first time each is called. webpack's modules are functions called once, when the
 * page first requires them: the app chunk's evaluation spent about half its time compiling them, lazily,
 * in the page's longest task (docs/performance.md).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk group is a page template's: Gatsby names it after the component (its `componentChunkName`). */
export const isTemplateGroup = (name: string | null | undefined): boolean => name?.startsWith('component---') === true;

/** A chunk every page of a kind runs at its start: in the app's entry, or in its page component's group. */
const firstLoadChunk = (chunk: Chunk): boolean => Array.from(chunk.groupsIterable).some((group) => group.name === 'app' || isTemplateGroup(group.name));

/**
 * Writes the hint first in the first-load chunks' scripts, after minification (which would drop the comment)
 * and before the content hashes of the files' names. Chunks loaded later (dialogs, the section library)
 * are left lazy: their functions are compiled if and when they are called.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!firstLoadChunk(chunk)) continue;
          for (const file of chunk.files)
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
