// npm run bench:export: « Mes données » (GET /api/profile/export) for a candidate who applied to
// BENCH_APPLICATIONS offers, each with a CV of its own of BENCH_CV_MB MB: one export, then
// four at once, while /_health is asked every 20 ms and the CMS's memory read every 100 ms. The reference is
// /_health for 3 s before, with no export. Goal: the CMS keeps answering while archives are written, and its
// memory does not grow with them (the archive is streamed). Writes reports/bench-export.json.
//   BENCH_APPLICATIONS (12)  applications, each with its own CV
//   BENCH_CV_MB (5)          the size of each CV
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/paths.mjs';
import { writeReport } from './lib/reports.mjs';
import { DEFAULTS, seedCms, startCms } from './lib/stack.mjs';
import { stopProcess } from './lib/processes.mjs';
import { benchFolder, stackFiles } from './lib/bench-stack.mjs';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 12);
const CV_BYTES = Number(process.env.BENCH_CV_MB ?? 5) * 1024 * 1024 - 1024;
const log = (message) => console.log(`[bench:export] ${message}`);

const { dir, remove } = benchFolder('bench-export', undefined);
const options = { ...DEFAULTS, cmsPort: 1371, searchPort: 1372, ...stackFiles(dir), serveAdmin: false, quiet: true };
const base = `http://127.0.0.1:${options.cmsPort}`;
const PDF = fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'cv', 'cv.pdf'));

/** The resident memory of a process, in MB. */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function call(route, { method = 'GET', body, form, jwt } = {}) {
  const response = await fetch(`${base}/api${route}`, {
    method: form !== undefined || body !== undefined ? (method === 'GET' ? 'POST' : method) : method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(jwt === undefined ? {} : { authorization: `Bearer ${jwt}` }) },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A candidate, confirmed in the database (no mail server here), with a complete profile. */
async function candidate() {
  const email = `bench-export-${Date.now()}@exemple.fr`;
  const password = 'Tournesol-bench-42';
  await call('/auth/local/register', { body: { username: email, email, password } });
  const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(options.databaseFile);
  try {
    db.prepare('UPDATE up_users SET confirmed = 1 WHERE email = ?').run(email);
  } finally {
    db.close();
  }
  const { jwt } = await (await call('/auth/local', { body: { identifier: email, password } })).json();
  const data = { first_name: 'Camille', last_name: 'Martin', phone: '06 12 34 56 78', presentation: 'Disponible le week-end.' };
  await call('/profile', { method: 'PUT', body: { data }, jwt });
  return jwt;
}

/** A CV of CV_BYTES, its own: the fixture PDF, then a comment. */
const cv = (index) => {
  const bytes = Buffer.alloc(CV_BYTES, 0x20);
  PDF.copy(bytes);
  bytes.write(`\n% CV ${index} `, PDF.length, 'latin1');
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), `CV ${index}.pdf`);
  return form;
};

/** /_health's slowest answer, asked every 20 ms until `until` settles. */
async function healthWhile(until) {
  let slowest = 0;
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/_health`);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(slowest);
}

/** One export, read to its end: its size and time. */
async function exported(jwt) {
  const started = performance.now();
  const response = await call('/profile/export', { jwt });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { mb: Math.round((bytes / 1024 / 1024) * 10) / 10, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

let cms;
try {
  log(`seeding in ${dir}…`);
  await seedCms(options, log);
  cms = await startCms(options, log);
  for (let waited = 0; (await fetch(`http://127.0.0.1:${options.searchPort}/_health`).catch(() => null))?.status !== 204; waited += 200) {
    if (waited > 180_000) throw new Error('The search thread did not index the offers within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const jwt = await candidate();
  const offers = (await (await fetch(`http://127.0.0.1:${options.searchPort}/api/rythmo/job-offers?sort=-publication_date`)).json()).data;
  for (let i = 0; i < APPLICATIONS; i += 1) {
    await call('/profile/cv', { method: 'PUT', form: cv(i), jwt });
    await call('/applications', { body: { data: { offer_id: offers[i].offer_id } }, jwt });
  }
  log(`${APPLICATIONS} applications, each with its own CV of ${(CV_BYTES / 1024 / 1024).toFixed(1)} MB`);
  const idle = new Promise((resolve) => setTimeout(resolve, 3000));
  const reference = await healthWhile(idle);
  const before = rssMb(cms.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(cms.pid))), 100);
  const one = exported(jwt);
  const healthOne = await healthWhile(one);
  const single = await one;
  const four = Promise.all([0, 1, 2, 3].map(() => exported(jwt)));
  const healthFour = await healthWhile(four);
  const parallel = await four;
  clearInterval(sampler);
  const figures = {
    applications: APPLICATIONS,
    cvMb: Math.round((CV_BYTES / 1024 / 1024) * 10) / 10,
    one: { ...single, healthMaxMs: healthOne },
    fourAtOnce: { seconds: parallel.map((answer) => answer.seconds), mb: parallel.map((answer) => answer.mb), healthMaxMs: healthFour },
    healthMaxMsIdle: reference,
    memoryMb: { before, peak },
  };
  console.log(JSON.stringify(figures, null, 2));
  log(`report: ${writeReport('bench-export', figures)}`);
} finally {
  if (cms !== undefined) await stopProcess(cms);
  remove();
}
