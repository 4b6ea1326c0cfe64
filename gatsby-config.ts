import type { GatsbyConfig } from 'gatsby';
import { readBuildEnv } from './src/build/build-env';
import { sitemapExcludes } from '@rythmo/site-map';
import { collectionTypes, singleTypes } from './src/build/sourcing';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
const env = readBuildEnv();
const status = env.preview ? 'draft' : 'published';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  // The preview site shares src/ with the build (see scripts/lib/preview.mjs): only the build writes the types.
  graphqlTypegen: env.preview ? false : { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // No gatsby-plugin-image entry: images are rendered by src/components/picture.tsx, and the plugin's
    // page additions (an inline module script, inline styles) would only widen the CSP.
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp'], placeholder: 'none', quality: 75 } },
    },
    'gatsby-transformer-sharp',
    'gatsby-transformer-remark',
    {
      // sitemap-index.xml and its parts: every page but the not-indexed ones and the embeddable views.
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: sitemapExcludes() },
    },
    {
      resolve: 'gatsby-source-strapi',
      options: {
        apiURL: env.cmsUrl,
        accessToken: env.token,
        collectionTypes: collectionTypes(status),
        singleTypes: singleTypes(status),
        maxParallelRequests: 4,
      },
    },
  ],
};

export default config;
