// npm test: fails when an installed dependency is below the floor its advisories set (scripts/lib/version-floors.mjs).
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { checkFloors } from './lib/version-floors.mjs';

const dirs = [path.join(ROOT, 'node_modules'), path.join(ROOT, 'cms', 'node_modules')];
const { checked, below } = checkFloors(dirs);
if (checked.length === 0) {
  console.error('No package of the floor list is installed: run npm install first.');
  process.exit(1);
}
for (const pkg of below) {
  console.error(`${pkg.name}@${pkg.version} (${path.relative(ROOT, pkg.dir)}) is below ${pkg.floors.join(' / ')}: ${pkg.advisories.join('; ')}`);
}
console.log(`Version floors: ${checked.length} installed copies checked, ${below.length} below their floor.`);
process.exit(below.length === 0 ? 0 : 1);
