// Entry point of the CMS: compiles the TypeScript sources, then seeds the database or serves the API.
//   node run.js compile compile the sources into dist, then exit
//   node run.js seed    fill the database (idempotent), then exit
//   node run.js start   serve the API (and the admin panel when SERVE_ADMIN=true)
'use strict';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const fs = require('fs');
const path = require('path');
const { createStrapi } = require('@strapi/strapi');

/** Where the compiled sources go (cms/tsconfig.json's outDir), and what Strapi runs. */
const APP_CONTEXT = { appDir: __dirname, distDir: path.join(__dirname, 'dist') };

/**
 * Compiles the TypeScript sources into dist: the program and options of Strapi's compileStrapi (the same
 * files out), without its type check, which `npm run typecheck` and `npm test` run (5 s of the CMS's 13 s
 * compile here). Only what stops the emit (a syntax error, a bad tsconfig) stops the start.
 */
function compile() {
  const ts = require('typescript');
  const configFile = path.join(__dirname, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = read.error ? { errors: [read.error] } : ts.parseJsonConfigFileContent(read.config, ts.sys, __dirname, undefined, configFile);
  const program = parsed.errors.length === 0 ? ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noCheck: true } }) : undefined;
  const errors = program ? ts.sortAndDeduplicateDiagnostics([...program.getSyntacticDiagnostics(), ...program.emit().diagnostics]) : parsed.errors;
  if (errors.length > 0) {
    const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => __dirname, getNewLine: () => '\n' };
    console.error(ts.formatDiagnosticsWithColorAndContext(errors, host));
    process.exit(1);
  }
}

async function main(command) {
  // The local upload provider refuses to start without its folder.
  fs.mkdirSync(path.join(process.env.CMS_PUBLIC_DIR || path.join(__dirname, 'public'), 'uploads'), { recursive: true });
  // CMS_PRECOMPILED=1: the sources were compiled into dist just before (`compile`), and CMSs of this
  // checkout running beside this one read them: compiling again would rewrite files those processes read.
  if (process.env.CMS_PRECOMPILED !== '1') compile();
  if (command === 'compile') return;
  const app = createStrapi(APP_CONTEXT);
  if (command === 'seed') {
    await app.load();
    const { Seeder, seedDateFromEnv, offerCountFromEnv } = require(path.join(APP_CONTEXT.distDir, 'src', 'seed'));
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
  // A validation error's details (which field, which rule), which the line above cuts at two levels.
  if (error?.details !== undefined) console.error(JSON.stringify(error.details, null, 2));
  process.exit(1);
});
