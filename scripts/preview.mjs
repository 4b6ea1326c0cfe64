// npm run preview: the preview site on http://localhost:8000, drafts included, for the CMS's preview button.
// It reads a running CMS (npm start or npm run cms, which write the preview token) and is refreshed by it
// on every save. Ctrl-C stops it.
import fs from 'node:fs';
import { DEFAULTS } from './lib/stack.mjs';
import { cmsEnvValue } from './lib/cms-env.mjs';
import { startPreview } from './lib/preview.mjs';
import { stopProcess } from './lib/processes.mjs';

const options = {
  ...DEFAULTS,
  cmsPort: Number(process.env.CMS_PORT ?? DEFAULTS.cmsPort),
  previewPort: Number(process.env.PREVIEW_PORT ?? DEFAULTS.previewPort),
};
const cmsUrl = `http://127.0.0.1:${options.cmsPort}`;

try {
  const health = await fetch(`${cmsUrl}/_health`).catch(() => null);
  if (health === null || !health.ok) throw new Error(`No CMS answers on ${cmsUrl}: start it first (npm start, or npm run cms).`);
  if (!fs.existsSync(options.previewTokenFile)) throw new Error(`No preview token in ${options.previewTokenFile}: restart the CMS once so that it writes it.`);
  const child = await startPreview({ ...options, previewSecret: cmsEnvValue('PREVIEW_REFRESH_SECRET') });
  console.log('Open a draft with the « Open preview » button of the admin panel. Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopProcess(child).then(() => process.exit(0)));
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
