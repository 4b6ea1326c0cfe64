// The catalogues of messages: the site's (src/locales, its emails' included), the CMS's (cms/src/locales) and
// the words both say (the shared package's messages/, read by the site's pages with a form and by the CMS),
// one system: i18next JSON files, flat keys, `{name}` placeholders. For each, this fails when a message key
// is missing in one language, defined but used nowhere in its sources, when a French message
// has an ordinary space before « : ; ! ? » or inside guillemets, or when a key is defined both in
// common.json and in a feature's file (a page loading both would show one for the other: i18next falls back
// across the namespaces of a page; features never share a page), or when a shared key is one of the site's or
// the CMS's too (each loads the shared catalogue beside its own).
// Keys are used as quoted literals ('key'), so a plain text search finds every use; plural forms
// (key_one, key_other: i18next picks one by the count) are used by their base name.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';

const SITE = path.join(ROOT, 'src');
const CMS = path.join(ROOT, 'cms', 'src');
const SHARED = path.join(ROOT, 'packages', 'site-map', 'src');
const CATALOGUES = [
  { name: 'site', locales: path.join(SITE, 'locales'), sources: [SITE] },
  { name: 'CMS', locales: path.join(CMS, 'locales'), sources: [CMS] },
  { name: 'shared', locales: path.join(SHARED, 'messages'), sources: [SHARED, SITE, CMS] },
];
const keysOf = new Map();
const problems = [];
// French typography: the space before « : ; ! ? » and inside guillemets does not break, or a line could start
// with the sign (« Mot de passe oublié », then « ? » alone on the next line of a narrow screen).
const FRENCH_SPACING = / [:;!?»]|« /;
const summary = [];
for (const { name, locales: LOCALES_DIR, sources: sourceDirs } of CATALOGUES) {
  const locales = fs.readdirSync(LOCALES_DIR);
  const files = [...new Set(locales.flatMap((l) => fs.readdirSync(path.join(LOCALES_DIR, l))))];
  const allKeys = new Set();
  const namespaceOf = new Map();

  for (const file of files) {
    const keys = Object.fromEntries(
      locales.map((l) => {
        const full = path.join(LOCALES_DIR, l, file);
        return [l, fs.existsSync(full) ? Object.keys(JSON.parse(fs.readFileSync(full, 'utf8'))) : []];
      }),
    );
    const union = new Set(Object.values(keys).flat());
    for (const key of union) {
      const other = namespaceOf.get(key);
      if (other !== undefined && (other === 'common.json' || file === 'common.json')) problems.push(`${name}: in ${other} and ${file}: ${key}`);
      if (other === undefined || file === 'common.json') namespaceOf.set(key, file);
      allKeys.add(key);
      for (const l of locales) if (!keys[l].includes(key)) problems.push(`${name}: missing in ${l}/${file}: ${key}`);
    }
    for (const l of locales) {
      const values = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, l, file), 'utf8'));
      for (const [key, value] of Object.entries(values)) {
        if (typeof value !== 'string' || value.trim() === '') problems.push(`${name}: empty in ${l}/${file}: ${key}`);
        else if (l === 'fr' && FRENCH_SPACING.test(value))
          problems.push(
            `${name}: ordinary space by punctuation in fr/${file}: ${key} (a no-break space U+00A0 before ":", a narrow one U+202F before ";!?" and inside « »)`,
          );
      }
    }
  }

  const sources = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== LOCALES_DIR) walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) sources.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of sourceDirs) walk(dir);
  const text = sources.join('\n');
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const usedName = (key) => {
    const base = key.replace(PLURAL, '');
    return base !== key && allKeys.has(`${base}_other`) ? base : key;
  };
  for (const key of allKeys) if (!text.includes(`'${usedName(key)}'`)) problems.push(`${name}: unused: ${key}`);
  summary.push(`${name} ${allKeys.size} keys in ${locales.join(', ')}`);
  keysOf.set(name, allKeys);
}
for (const key of keysOf.get('shared'))
  for (const other of ['site', 'CMS']) if (keysOf.get(other).has(key)) problems.push(`shared: also the ${other}'s: ${key}`);

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locale check: ${summary.join('; ')}, all present and used`);
