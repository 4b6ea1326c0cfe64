// npm run cms: seed when empty, then serve the CMS in the foreground. npm run seed only seeds.
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { runCommand } from './lib/processes.mjs';
import { DEFAULTS, cmsEnv, startCms } from './lib/stack.mjs';

const options = { ...DEFAULTS, cmsPort: Number(process.env.CMS_PORT ?? DEFAULTS.cmsPort) };
if (process.argv.includes('--seed-only')) {
  ensureCmsEnv();
  await runCommand('seed', 'node', ['run.js', 'seed'], { cwd: path.join(ROOT, 'cms'), env: cmsEnv(options) });
} else {
  const cms = await startCms(options);
  console.log('Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill('SIGTERM'));
  cms.on('exit', (code) => process.exit(code ?? 0));
}
