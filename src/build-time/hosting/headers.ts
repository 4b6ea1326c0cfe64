/**
 * What a browser reads on any response, a script's or a style sheet's included: the type as sent, the
 * referrer policy (a style sheet's own requests follow its response's), and who may load the file.
 */
export const RESOURCE_HEADERS: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site's files are for the site: no other origin may load them as images, scripts or styles.
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** Response headers of the static host, shared by the nginx configuration and the _headers file. */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ...RESOURCE_HEADERS,
  // Read on documents only (a page, a frame), as are the Content-Security-Policy and X-Frame-Options.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Every page but the embeddable views refuses to be framed (browsers without CSP frame-ancestors). */
export const FRAME_DENY: [string, string] = ['X-Frame-Options', 'DENY'];

/**
 * X-Frame-Options says the same as the policy or nothing: DENY when the policy's frame-ancestors is
 * 'none'; when it lets some origin frame the pages (the CMS admin's preview), the header would contradict
 * it (X-Frame-Options cannot name an origin), so it is left out and the policy alone decides.
 */
export const frameHeaders = (policy: string): [string, string][] => (/(?:^|;\s*)frame-ancestors 'none'(?:;|$)/.test(policy) ? [FRAME_DENY] : []);

export const CSP_HEADER = 'Content-Security-Policy';

/** HSTS for the https server: two years, subdomains included (a preload list entry is the owner's call). */
export const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

export const CACHE = {
  /** HTML and page data: always revalidated, so a new build shows at once. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Content-hashed assets never change. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/**
 * Files of the build that visitors have no use for: source maps, webpack's statistics and chunk map,
 * the Netlify host files, Gatsby's slice fragments, and dotfiles (the release manifest). The host
 * answers them with the not-found page.
 */
export const PRIVATE_FILES: readonly { pattern: string; example: string }[] = [
  { pattern: '/\\.', example: '/.release-manifest.json' },
  { pattern: '\\.map$', example: '/app-0123456789abcdef0123.js.map' },
  { pattern: '^/(webpack\\.stats|chunk-map)\\.json$', example: '/webpack.stats.json' },
  { pattern: '^/_(redirects|headers)$', example: '/_redirects' },
  { pattern: '^/_gatsby/', example: '/_gatsby/slices/_gatsby-scripts-1.html' },
];
