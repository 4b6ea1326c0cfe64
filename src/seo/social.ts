/** The brand's image for pages without an image of their own, written by the build (src/build-time/social-image.ts). */
export const DEFAULT_SOCIAL_IMAGE = { src: '/og/default.png', width: 1200, height: 630 } as const;
