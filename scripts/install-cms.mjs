// Root postinstall: installs the CMS dependencies from cms/package-lock.json when they are missing or stale.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';

const cms = path.join(ROOT, 'cms');
const lock = path.join(cms, 'package-lock.json');
const installed = path.join(cms, 'node_modules', '.package-lock.json');
const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing the CMS dependencies (cms/)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit' });
} else {
  console.log('CMS dependencies are up to date');
}
