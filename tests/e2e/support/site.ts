/** The address of the site under test (nginx started by the global setup). */
export const siteUrl = (path: string = ''): string => `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? '9100'}${path}`;
