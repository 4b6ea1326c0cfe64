import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { openApiDocument, type AnswerSchemas } from '../../../packages/site-map/src/openapi';
import { jsonSchemaOf, requestBodies, type Description } from '../../../cms/src/docs/request-bodies';

// docs/api/openapi.json is what the API's table, the offer query's schema and the CMS's body schemas make
// (else: `npm run docs:api`, which runs this file with UPDATE_API_DOCS=1 to write it). Its validity as
// OpenAPI: tests/scripts/openapi.test.mjs.

const FILE = path.join(__dirname, '..', '..', '..', 'docs', 'api', 'openapi.json');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as jest loads it
const { answerSchemas } = require('../../../scripts/lib/answer-schemas.cjs') as { answerSchemas: () => AnswerSchemas };
const made = openApiDocument(requestBodies('fr'), answerSchemas());

test('the committed document is what the table and the CMS’s schemas make', () => {
  if (process.env.UPDATE_API_DOCS === '1') {
    fs.writeFileSync(FILE, JSON.stringify(made));
    execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--log-level', 'warn', '--write', FILE]);
  }
  expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(made)));
});

test('a body says what the CMS checks: types, bounds, patterns, values, required fields, nothing else', () => {
  const alert = requestBodies('fr').alertCreate as { properties: { data: Record<string, unknown> } };
  expect(alert.properties.data).toMatchObject({
    type: 'object',
    required: ['search', 'frequency'],
    additionalProperties: false,
    properties: { frequency: { type: 'string', enum: ['daily', 'weekly'] }, search: { type: 'string', maxLength: expect.any(Number) } },
  });
  const application = requestBodies('fr').applicationCreate as { properties: { data: { properties: Record<string, unknown> } } };
  expect(application.properties.data.properties.offer_id).toEqual({ type: 'integer', exclusiveMinimum: 0 });
});

test('yup’s description becomes JSON Schema', () => {
  const description: Description = {
    type: 'object',
    oneOf: [],
    tests: [{ name: 'noUnknown' }],
    fields: {
      name: { type: 'string', oneOf: [], tests: [{ name: 'max', params: { max: 60 } }, { name: 'required' }] },
      code: { type: 'string', oneOf: [], tests: [{ name: 'matches', params: { regex: /^\d{5}$/ } }] },
      days: {
        type: 'array',
        oneOf: [],
        tests: [{ name: 'max', params: { max: 7 } }],
        innerType: { type: 'string', oneOf: ['sat', 'sun', undefined], tests: [] },
      },
      hours: { type: 'number', oneOf: [], tests: [{ name: 'integer' }, { name: 'min', params: { min: 1 } }] },
    },
  };
  expect(jsonSchemaOf(description)).toEqual({
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 60 },
      code: { type: 'string', pattern: '^\\d{5}$' },
      days: { type: 'array', maxItems: 7, items: { type: 'string', enum: ['sat', 'sun'] } },
      hours: { type: 'integer', minimum: 1 },
    },
  });
});
