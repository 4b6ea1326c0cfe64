// npm start: the whole product on its embedded default. Ctrl-C stops everything it started.
import { DEFAULTS, startStack } from './lib/stack.mjs';
import { tlsFromEnv } from './lib/nginx.mjs';

const started = Date.now();
try {
  const tls = tlsFromEnv();
  const { stop, options } = await startStack({
    sitePort: Number(process.env.SITE_PORT ?? DEFAULTS.sitePort),
    cmsPort: Number(process.env.CMS_PORT ?? DEFAULTS.cmsPort),
    searchPort: Number(process.env.SEARCH_PORT ?? DEFAULTS.searchPort),
    rebuildPort: Number(process.env.REBUILD_PORT ?? DEFAULTS.rebuildPort),
    tls,
    // The public address (canonical links, the CMS's CORS and preview links): https when served over TLS.
    siteUrl: process.env.SITE_URL ?? (tls === undefined ? undefined : `https://localhost:${tls.port}`),
  });
  const address = options.tls === undefined ? `http://localhost:${options.sitePort}` : `https://localhost:${options.tls.port}`;
  console.log(`\nSite served on ${address} (first page ready after ${((Date.now() - started) / 1000).toFixed(0)} s).`);
  console.log(`CMS API on http://127.0.0.1:${options.cmsPort}/api. Press Ctrl-C to stop.`);
  const shutdown = async () => {
    console.log('\nStopping…');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
