// npm run cms: seed when empty, then serve the CMS in the foreground. npm run seed only seeds.
import { DEFAULTS, seedCms, startCms } from './lib/stack.mjs';

const options = { ...DEFAULTS, cmsPort: Number(process.env.CMS_PORT ?? DEFAULTS.cmsPort) };
if (process.argv.includes('--seed-only')) {
  await seedCms(options);
} else {
  const cms = await startCms(options);
  console.log('Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill('SIGTERM'));
  cms.on('exit', (code) => process.exit(code ?? 0));
}
