import { sharedChunkName } from '../../../src/build-time/shared-chunks';

// Gatsby's own: a hash of the names of the chunks that share the module.
const gatsbyName = (_module: unknown, chunks: { name?: string | null }[]): string => `shared-${chunks.map((chunk) => String(chunk.name)).join('+')}`;

describe('the name of the modules lazy parts share', () => {
  const name = sharedChunkName(gatsbyName);

  it('is Gatsby’s when every chunk that shares them has a name', () => {
    expect(name({}, [{ name: 'component---src-templates-jobs-tsx' }, { name: 'component---src-templates-city-tsx' }], 'shared')).toBe(
      'shared-component---src-templates-jobs-tsx+component---src-templates-city-tsx',
    );
  });

  it('is none when one has no name, so that webpack makes a chunk per set of sharing chunks', () => {
    expect(name({}, [{ name: null }, { name: null }], 'shared')).toBeUndefined();
    expect(name({}, [{ name: 'component---src-templates-jobs-tsx' }, {}], 'shared')).toBeUndefined();
    expect(name({}, [{ name: '' }, { name: 'page-body' }], 'shared')).toBeUndefined();
  });
});
