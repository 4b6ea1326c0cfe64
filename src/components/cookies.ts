/** Whether the page holds a cookie of that name (any value): what the page's start asks of its cookies. */
export const hasCookie = (name: string): boolean => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));

/** A cookie as the site writes it: for every path, SameSite Lax, Secure when asked; a Max-Age of 0 removes it. */
export const cookieLine = (name: string, value: string, maxAge: number, secure: boolean): string =>
  `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
