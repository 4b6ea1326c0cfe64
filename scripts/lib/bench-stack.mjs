// The fresh stack of a benchmark: a seeded CMS on its own temporary database, the clean build, nginx and
// the rebuild service, on the given ports; `stop` ends it and removes its folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { startStack } from './stack.mjs';

export async function startBenchStack(name, ports, log = (message) => console.log(`[bench] ${message}`)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `jobs-${name}-`));
  fs.chmodSync(dir, 0o755); // nginx workers may run as another user
  const admin = { email: 'bench@mesjobs.local', password: `${crypto.randomBytes(12).toString('base64url')}-Aa1` };
  let stack;
  const stop = async () => {
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    stack = await startStack(
      {
        ...ports,
        databaseFile: path.join(dir, 'data.db'),
        publicDir: path.join(dir, 'public'),
        tokenFile: path.join(dir, 'build-token'),
        previewTokenFile: path.join(dir, 'preview-token'),
        siteDir: path.join(dir, 'site'),
        mailDir: path.join(dir, 'mail'),
        rebuildPort: 0,
        clean: true,
        serveAdmin: false,
        admin,
        quiet: true,
      },
      log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { admin, stop };
}

/** Writes a benchmark's figures, with the date and the machine, to tests/artifacts/<name>.json; returns its path from the root. */
export function writeBenchReport(name, figures) {
  const out = path.join(ROOT, 'tests', 'artifacts', `${name}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) }, ...figures };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(ROOT, out);
}
