/** Response headers of the static host, shared by the nginx configuration and the _headers file. */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
];

/** Every page but the embeddable views refuses to be framed by other sites. */
export const FRAME_DENY: [string, string] = ['X-Frame-Options', 'SAMEORIGIN'];

export const CACHE = {
  /** HTML and page data: always revalidated, so a new build shows at once. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Content-hashed assets never change. */
  immutable: 'public, max-age=31536000, immutable',
} as const;
