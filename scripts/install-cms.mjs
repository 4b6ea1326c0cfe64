// Root postinstall: installs the CMS dependencies (versions locked by cms/package-lock.json) when missing or stale.
// `npm install`, not `npm ci`: the registry reachable here lacks some platform builds (darwin, win32) of
// optional native packages, so no lock file made here can list them and `npm ci` refuses such a lock.
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
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit' });
} else {
  console.log('CMS dependencies are up to date');
}
