import fs from 'fs';
import path from 'path';
import { CONTENT_TYPES } from '@rythmo/site-map';

const CMS_API = path.join(__dirname, '..', '..', '..', 'cms', 'src', 'api');
type Schema = { kind: string; info: { singularName: string; pluralName: string } };

test.each(Object.entries(CONTENT_TYPES))('the content type %s of the site map is the CMS’s, with its REST path', (name, type) => {
  const file = path.join(CMS_API, name, 'content-types', name, 'schema.json');
  expect(fs.existsSync(file)).toBe(true);
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;
  expect(type.uid).toBe(`api::${schema.info.singularName}.${schema.info.singularName}`);
  expect('single' in type && type.single === true).toBe(schema.kind === 'singleType');
  expect(type.api).toBe(schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName);
});
