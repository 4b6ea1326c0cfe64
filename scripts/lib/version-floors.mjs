// Lowest versions the project accepts for dependencies with published advisories. `npm audit` cannot reach
// its service from here, so `npm test` checks every installed copy (nested ones included) of these
// packages, in the site's and the CMS's node_modules, against this list.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * name: a package name, or a scope with `/*`. floors: the fixed version per major line (a major absent
 * from the list is refused: no fix known for it). except: packages of the scope released on their own line.
 */
export const FLOORS = [
  {
    name: '@strapi/*',
    except: ['@strapi/design-system', '@strapi/icons', '@strapi/ui-primitives'],
    floors: ['5.45.0'],
    advisories: ['CVE-2026-27886', 'CVE-2025-64526', 'CVE-2026-22706', 'CVE-2026-22707'],
  },
  { name: 'gatsby', floors: ['5.9.1'], advisories: ['CVE-2023-34238 (GHSA-c6f8-8r25-c4gc, path traversal in gatsby develop)'] },
  { name: 'gatsby-plugin-sharp', floors: ['5.8.1'], advisories: ['CVE-2023-30548 (GHSA-h2pm-378c-pcxx, path traversal)'] },
  { name: 'gatsby-transformer-remark', floors: ['5.25.1', '6.4.0'], advisories: ['CVE-2023-22491 (GHSA-7ch4-rr99-cqcw, code injection through frontmatter)'] },
  {
    name: 'koa',
    floors: ['2.16.3', '3.0.3'],
    advisories: [
      'CVE-2025-25200 (ReDoS in forwarded headers)',
      'CVE-2025-32379 (XSS in redirect)',
      'CVE-2025-8129 (open redirect through Referer)',
      'CVE-2025-62595 (open redirect)',
    ],
  },
  {
    name: 'qs',
    floors: ['6.16.0'],
    advisories: [
      'CVE-2022-24999 (prototype pollution)',
      'CVE-2025-15284 and CVE-2026-2391 (arrayLimit bypass, DoS)',
      'CVE-2026-82562 (arrayLimit bypass with comma parsing)',
    ],
  },
  { name: 'sharp', floors: ['0.32.6'], advisories: ['CVE-2023-4863 (libwebp heap overflow)', 'CVE-2022-29256'] },
  { name: 'sanitize-html', floors: ['2.12.1'], advisories: ['CVE-2024-21501 (file enumeration through style)'] },
];

const ruleFor = (name) =>
  FLOORS.find((rule) => (rule.name.endsWith('/*') ? name.startsWith(rule.name.slice(0, -1)) && !(rule.except ?? []).includes(name) : rule.name === name));

/** Whether a version satisfies a rule: at least the floor of its own major line. */
export function meetsFloor(rule, version) {
  const floor = rule.floors.find((candidate) => semver.major(candidate) === semver.major(version));
  return floor !== undefined && semver.gte(version, floor);
}

/** Every package copy under a node_modules folder: { name, version, dir }, nested folders included. */
export function installedPackages(nodeModules) {
  const found = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        visit(full);
        continue;
      }
      const manifest = path.join(full, 'package.json');
      if (fs.existsSync(manifest)) {
        const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        if (typeof name === 'string' && typeof version === 'string') found.push({ name, version, dir: full });
      }
      visit(path.join(full, 'node_modules'));
    }
  };
  visit(nodeModules);
  return found;
}

/** The installed copies below their floor, and how many copies were checked. */
export function checkFloors(nodeModulesDirs) {
  const checked = [];
  const below = [];
  for (const dir of nodeModulesDirs) {
    for (const pkg of installedPackages(dir)) {
      const rule = ruleFor(pkg.name);
      if (rule === undefined) continue;
      checked.push(pkg);
      if (!meetsFloor(rule, pkg.version)) below.push({ ...pkg, floors: rule.floors, advisories: rule.advisories });
    }
  }
  return { checked, below };
}
