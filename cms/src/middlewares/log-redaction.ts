/** The query parameters that carry a credential: the signed links' token, the confirmation and reset codes, OAuth's. */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set(['t', 'confirmation', 'code', 'token', 'access_token', 'id_token']);

/** The address with the value of each credential in its query replaced by `…`. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that does not decode is no credential's: kept as it is.
      }
      return SECRET_PARAMETERS.has(decoded) ? `${name}=…` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * Placed just inside strapi::logger, which writes each request's address to the log once it is answered:
 * by then, the address's credentials are replaced (the agency's 60-day CV link, an alert's link, a
 * confirmation or reset code), so that reading the log gives no one an application or an account.
 */
export default () =>
  async (ctx: { url: string }, next: () => Promise<void>): Promise<void> => {
    try {
      await next();
    } finally {
      ctx.url = redactedUrl(ctx.url);
    }
  };
