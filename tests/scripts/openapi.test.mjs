// The API's OpenAPI document (docs/api/openapi.json): valid OpenAPI 3.1, one operation for each route of the
// API's table. That it is what the table makes today: tests/unit/cms/openapi.test.ts.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';

const require = createRequire(import.meta.url);
const { apiRoutes } = require('@rythmo/site-map');
const FILE = path.join(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json');
const committed = JSON.parse(fs.readFileSync(FILE, 'utf8'));

test('it is valid OpenAPI 3.1, one operation for each route of the table', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(committed));
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
  const operations = Object.values(committed.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
  assert.deepEqual(
    operations.sort(),
    apiRoutes()
      .map((route) => route.name)
      .sort(),
  );
});

test('the offer search lists each parameter of its schema, lists comma-separated', () => {
  const parameters = committed.paths['/rythmo/job-offers'].get.parameters;
  const days = parameters.find((parameter) => parameter.name === 'filter[rhythm][days]');
  assert.deepEqual(days, {
    name: 'filter[rhythm][days]',
    in: 'query',
    required: false,
    schema: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, maxItems: 7, uniqueItems: true },
    style: 'form',
    explode: false,
  });
  assert.equal(parameters.find((parameter) => parameter.name === 'page').schema.maximum, 10000);
});
