import { CONTENT_TYPES } from '@rythmo/site-map';
import { SCHEMA } from '../../../src/build-time/schema';

const schema = SCHEMA.join('\n');
const nodeName = (name: string): string => `STRAPI_${name.toUpperCase().replace(/-/g, '_')}`;
const declaration = (name: string): string =>
  new RegExp(`type ${nodeName(name)} implements Node(?: & StrapiTopic)? @infer \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';

test.each(Object.entries(CONTENT_TYPES))(
  'the content type %s of the site map has its GraphQL node type, with its locale fields when localized',
  (name, type) => {
    const fields = declaration(name);
    expect(fields).not.toBe('');
    expect(fields.includes('documentId: String!') && fields.includes('locale: String!')).toBe(type.localized);
  },
);
