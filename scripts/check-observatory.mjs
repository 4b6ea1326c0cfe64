// npm run check:observatory: the Mozilla HTTP Observatory scan (npm package @mdn/mdn-http-observatory)
// of the last build, served by nginx over TLS with a certificate made here by openssl. Target: A+ with
// at least 115 points. The result goes to tests/artifacts/observatory.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { selfSignedCertificate, startNginx } from './lib/nginx.mjs';
import { stopProcess, waitForHttp } from './lib/processes.mjs';

const TARGET = { grade: 'A+', score: 115 };
const httpPort = Number(process.env.OBSERVATORY_HTTP_PORT ?? 9080);
const httpsPort = Number(process.env.OBSERVATORY_HTTPS_PORT ?? 9443);

if (!fs.existsSync(path.join(ROOT, '.nginx', 'site.conf'))) {
  console.error('No built site: run npm start (or npm run build) first.');
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
const { cert, key } = selfSignedCertificate(dir);

const nginx = startNginx({ port: httpPort, tls: { cert, key, port: httpsPort }, stdio: 'inherit' });
let result;
try {
  await waitForHttp(`http://127.0.0.1:${httpPort}/`, { child: nginx, timeoutMs: 10_000 });
  const scan = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'lib', 'observatory-scan.mjs'), 'localhost', String(httpPort), String(httpsPort)], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    encoding: 'utf8',
  });
  if (scan.status !== 0) throw new Error(`The scan failed:\n${scan.stderr}`);
  result = JSON.parse(scan.stdout);
} finally {
  await stopProcess(nginx);
  fs.rmSync(dir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(ROOT, 'tests', 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'tests', 'artifacts', 'observatory.json'), `${JSON.stringify(result, null, 2)}\n`);
for (const [name, test] of Object.entries(result.tests))
  console.log(`${test.pass ? 'pass' : 'FAIL'} ${String(test.scoreModifier).padStart(4)}  ${name}: ${test.result}`);
if (result.tests['content-security-policy']?.result === 'csp-implemented-with-insecure-scheme') {
  console.log('\nThis build names http: sources in its CSP (CMS_ADMIN_URL, GATSBY_LIVE_API_URL or GATSBY_GA_SCRIPT_URL over http).');
  console.log('Scan a build made for https, as in production: SITE_URL=https://localhost:9443 npm start, then this check.');
}
console.log(
  `\nMozilla HTTP Observatory, https://localhost:${httpsPort}: ${result.grade}, ${result.score} points, ${result.testsPassed}/${result.testsQuantity} tests passed (target ${TARGET.grade}, ${TARGET.score}+).`,
);
process.exit(result.grade === TARGET.grade && result.score >= TARGET.score ? 0 : 1);
