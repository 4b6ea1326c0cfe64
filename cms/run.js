// Entry point of the CMS: compiles the TypeScript sources, then seeds the database or serves the API.
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
  const appContext = await compileStrapi({ appDir: __dirname });
  const app = createStrapi(appContext);
  if (command === 'seed') {
    await app.load();
    const { Seeder, seedDateFromEnv, offerCountFromEnv } = require(path.join(appContext.distDir, 'src', 'seed'));
    const seeder = new Seeder(app, seedDateFromEnv(process.env.SEED_DATE), (message) => console.log(`[seed] ${message}`));
    await seeder.run(offerCountFromEnv(process.env.SEED_OFFERS));
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
