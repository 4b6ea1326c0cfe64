// Entry point of the CMS: compiles the TypeScript sources, then seeds the database or serves the API.
//   node run.js compile compile the sources into dist, then exit
//   node run.js seed    fill the database (idempotent), then exit
//   node run.js start   serve the API (and the admin panel when SERVE_ADMIN=true)
'use strict';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const fs = require('fs');
const path = require('path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main(command) {
  // The local upload provider refuses to start without its folder.
  fs.mkdirSync(path.join(process.env.CMS_PUBLIC_DIR || path.join(__dirname, 'public'), 'uploads'), { recursive: true });
  // CMS_PRECOMPILED=1: the sources were compiled into dist just before (`compile`), and CMSs of this
  // checkout running beside this one read them: compiling again would rewrite files those processes read.
  const appContext =
    process.env.CMS_PRECOMPILED === '1' ? { appDir: __dirname, distDir: path.join(__dirname, 'dist') } : await compileStrapi({ appDir: __dirname });
  if (command === 'compile') return;
  const app = createStrapi(appContext);
  if (command === 'seed') {
    await app.load();
    const { Seeder, seedDateFromEnv, offerCountFromEnv } = require(path.join(appContext.distDir, 'src', 'seed'));
    const seeder = new Seeder(app, seedDateFromEnv(process.env.SEED_DATE), (message) => console.log(`[seed] ${message}`));
    await seeder.run(offerCountFromEnv(process.env.SEED_OFFERS));
    // Strapi's event hub may still have queries queued (the bookkeeping of the seed's publications): on
    // PostgreSQL, closing the pool under them would abort them, so the pool drains first (10 s at most).
    const pool = app.db.connection.client.pool;
    for (let waited = 0; pool && waited < 10000 && pool.numPendingAcquires() + pool.numUsed() > 0; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.destroy();
    process.exit(0);
  }
  if (command === 'start') {
    await app.start();
    return;
  }
  throw new Error(`Unknown command "${command}": use "seed" or "start"`);
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
