/**
 * Gatsby's `shared` split-chunks group (gatsby/dist/utils/webpack.config.js) puts the modules two lazy
 * chunks or more have in common in a chunk of their own, named by a hash of those chunks' names. The
 * chunks of `import()`s without a `webpackChunkName` have none: every module shared by two such chunks got
 * the same name (the hash of "nullnull"), and webpack merges the modules of one name into one chunk. The
 * site's dialogs, forms and sections all share it: yup, @react-spring, jotai, Downshift in one 48 KiB
 * chunk (gzip), loaded in full by whichever lazy part came first (the home page's offer list, which needs
 * none of the form library). A module some unnamed chunk shares gets no name here: webpack then makes one
 * chunk per set of chunks that share modules, as the group's own comment intends.
 */

/** What the name function is given of a chunk. */
type NamedChunk = { name?: string | null };
type NameOf<M> = (module: M, chunks: NamedChunk[], cacheGroupKey: string) => string | undefined;

export function sharedChunkName<M>(gatsbyName: NameOf<M>): NameOf<M> {
  return (module, chunks, cacheGroupKey) =>
    chunks.every((chunk) => typeof chunk.name === 'string' && chunk.name !== '') ? gatsbyName(module, chunks, cacheGroupKey) : undefined;
}
