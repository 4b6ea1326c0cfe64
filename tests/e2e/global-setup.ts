import fs from 'fs';
import os from 'os';
import path from 'path';
import type { FullConfig } from '@playwright/test';

type Stack = { stop: () => Promise<void> };
type StackModule = { startStack: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<Stack> };

/**
 * Starts the real product for the end-to-end tests: a fresh temporary SQLite database filled by the seed,
 * the CMS, a clean Gatsby build and nginx. Returns the teardown that stops all of it and removes the data.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-e2e-'));
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1338);
  const sitePort = Number(new URL(config.projects[0].use.baseURL ?? 'http://127.0.0.1:9100').port);
  const tokenFile = path.join(dir, 'build-token');
  const { startStack } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'stack.mjs'))) as StackModule;
  const started = Date.now();
  const stack = await startStack(
    { cmsPort, sitePort, databaseFile: path.join(dir, 'data.db'), publicDir: path.join(dir, 'public'), tokenFile, clean: true, quiet: process.env.E2E_VERBOSE !== '1' },
    (message) => console.log(`[e2e setup] ${message}`),
  );
  console.log(`[e2e setup] Stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.env.E2E_CMS_URL = `http://127.0.0.1:${cmsPort}`;
  process.env.E2E_TOKEN_FILE = tokenFile;
  return async () => {
    await stack.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
