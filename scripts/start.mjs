// npm start: the whole product on its embedded default. Ctrl-C stops everything it started.
import { startStack } from './lib/stack.mjs';

const started = Date.now();
const port = Number(process.env.SITE_PORT ?? 9000);
try {
  const { stop } = await startStack({ sitePort: port, cmsPort: Number(process.env.CMS_PORT ?? 1337) });
  console.log(`\nSite served on http://localhost:${port} (first page ready after ${((Date.now() - started) / 1000).toFixed(0)} s).`);
  console.log('CMS API on http://127.0.0.1:1337/api. Press Ctrl-C to stop.');
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
