/** Where the parts of the product listen when nothing else is configured (npm start, the tests' defaults). */
export const DEFAULT_PORTS = { cms: 1337, site: 9000, preview: 8000, rebuild: 9010, search: 1347 } as const;

export const DEFAULT_CMS_URL = `http://127.0.0.1:${DEFAULT_PORTS.cms}`;
export const DEFAULT_SITE_URL = `http://localhost:${DEFAULT_PORTS.site}`;
export const DEFAULT_PREVIEW_URL = `http://localhost:${DEFAULT_PORTS.preview}`;
