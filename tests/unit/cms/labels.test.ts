import fs from 'node:fs';
import path from 'node:path';
import { LABELS, MAIN_FIELDS } from '../../../cms/src/editing/labels';

const CMS = path.join(__dirname, '..', '..', '..', 'cms', 'src');
type Schema = { kind?: string; attributes: Record<string, { type: string; target?: string }> };
const read = (file: string): Schema => JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;

/** Every content type's and component's schema, by uid. */
const schemas = new Map<string, Schema>([
  ...fs
    .readdirSync(path.join(CMS, 'api'))
    .map((name): [string, Schema] => [`api::${name}.${name}`, read(path.join(CMS, 'api', name, 'content-types', name, 'schema.json'))]),
  ...fs
    .readdirSync(path.join(CMS, 'components'))
    .flatMap((category) =>
      fs
        .readdirSync(path.join(CMS, 'components', category))
        .map((file): [string, Schema] => [`${category}.${file.replace(/\.json$/, '')}`, read(path.join(CMS, 'components', category, file))]),
    ),
]);

describe('the admin panel in French', () => {
  test('every field of every type and component has a French label, and no label names a field that is gone', () => {
    const missing = [...schemas].flatMap(([uid, schema]) =>
      Object.keys(schema.attributes)
        .filter((field) => LABELS[uid]?.[field] === undefined)
        .map((field) => `${uid}.${field}`),
    );
    const stale = Object.entries(LABELS).flatMap(([uid, fields]) =>
      Object.keys(fields)
        .filter((field) => schemas.get(uid)?.attributes[field] === undefined)
        .map((field) => `${uid}.${field}`),
    );
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test('an entry another one refers to is shown by a field that names it, which its type has', () => {
    const targets = new Set(
      [...schemas.values()].flatMap((schema) =>
        Object.values(schema.attributes).flatMap((attribute) => (attribute.type === 'relation' && attribute.target ? [attribute.target] : [])),
      ),
    );
    const unnamed = [...targets].filter((target) => MAIN_FIELDS[target] === undefined);
    expect(unnamed).toEqual([]);
    for (const [uid, field] of Object.entries(MAIN_FIELDS))
      if (schemas.has(uid) && field !== 'id')
        expect([uid, schemas.get(uid)?.attributes[field]?.type]).toEqual([uid, expect.stringMatching(/^(string|text|email|uid)$/)]);
  });

  test('a single type’s edit view is titled by the type’s name, not its document’s code', () => {
    const singleTypes = [...schemas].filter(([, schema]) => schema.kind === 'singleType').map(([uid]) => uid);
    expect(singleTypes.length).toBeGreaterThanOrEqual(3);
    // Strapi titles the edit view by the main field, and a single type's by its name when that is `id`.
    for (const uid of singleTypes) expect([uid, MAIN_FIELDS[uid]]).toEqual([uid, 'id']);
  });

  test('labels are French sentences, not field names', () => {
    for (const fields of Object.values(LABELS)) {
      for (const [field, text] of Object.entries(fields)) {
        const label = typeof text === 'string' ? text : text[0];
        expect([field, /^[A-ZÉÈÀ]/.test(label) && !label.includes('_')]).toEqual([field, true]);
      }
    }
  });
});
