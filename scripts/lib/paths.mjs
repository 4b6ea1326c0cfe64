import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Gatsby's output folder. */
export const PUBLIC_DIR = path.join(ROOT, 'public');
/** The instruments' reports (npm run check:*, bench:*), git-ignored. */
export const REPORTS_DIR = path.join(ROOT, 'reports');
/** The renderer of the jobs lists searched without JavaScript, for the CMS's search thread (scripts/build-renderers.mjs). */
export const NO_SCRIPT_RENDERER = path.join(ROOT, '.renderers', 'offers.cjs');
/** The renderer of the CMS's emails (scripts/build-renderers.mjs). */
export const EMAIL_RENDERER = path.join(ROOT, '.renderers', 'emails.cjs');
