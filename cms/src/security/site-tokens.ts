/** The two tokens of the site: the production build (published content) and the preview site (drafts too). */
export const SITE_TOKENS = [
  { name: 'site-build', fileVariable: 'BUILD_TOKEN_FILE', description: 'Read-only token of the static site build (gatsby-source-strapi).' },
  { name: 'site-preview', fileVariable: 'PREVIEW_TOKEN_FILE', description: 'Read-only token of the preview site: the only one allowed to read drafts.' },
] as const;

export const PREVIEW_TOKEN_NAME = SITE_TOKENS[1].name;
