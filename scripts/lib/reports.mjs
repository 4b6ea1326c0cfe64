// The instruments' reports: reports/<name>.json (git-ignored), with the date and the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORTS_DIR, ROOT } from './paths.mjs';

/** Writes a report; returns its path from the root. */
export function writeReport(name, figures) {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const file = path.join(REPORTS_DIR, `${name}.json`);
  const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) }, ...figures };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(ROOT, file);
}

/** A report as the last run wrote it, or null when none has run. */
export function readReport(name) {
  const file = path.join(REPORTS_DIR, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}
