// The Mozilla HTTP Observatory's scan of one host, on given ports (its command line takes a hostname
// only). Run by scripts/check-observatory.mjs in a process of its own, whose NODE_EXTRA_CA_CERTS trusts
// the local certificate. Prints the result as JSON. Usage: node observatory-scan.mjs host httpPort httpsPort
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const load = (file) => import(path.join(packageDir, 'src', file));

// The HSTS preload list is downloaded by the package's install script, which cannot reach the internet
// here: a local host is on no preload list, so an empty one gives the same verdict.
const preload = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
const [{ retrieve }, { ALL_TESTS, NUM_TESTS }, grader, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all([
  load('retriever/retriever.js'),
  load('constants.js'),
  load('grader/grader.js'),
  load('grader/charts.js'),
]);

// As the package's scan(), with the ports passed on to the retriever.
const retrieved = await retrieve(hostname, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!retrieved.responses.auto) throw new Error(`Nothing answered on ${hostname}:${httpPort} nor :${httpsPort}`);
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const run of ALL_TESTS) {
  const result = run(retrieved);
  if (!result.result) continue;
  const modifier = grader.getScoreModifier(result.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, scoreModifier: modifier };
}
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = grader.getGradeForScore(score);
const passed = Object.values(tests).filter((test) => test.pass).length;
console.log(
  JSON.stringify(
    {
      url: retrieved.responses.auto.url?.href ?? null,
      status: retrieved.responses.auto.status,
      grade,
      score,
      testsPassed: passed,
      testsQuantity: NUM_TESTS,
      tests,
    },
    null,
    2,
  ),
);
