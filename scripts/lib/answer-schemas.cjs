// The live API's answers as JSON Schema, for its OpenAPI document (tests/unit/cms/openapi.test.ts, which
// `npm run docs:api` runs to write it): generated from the types both sides use, ApiAnswers of
// packages/site-map/src/api-answers.ts (the CMS's handlers build them, the site's client reads them).
// CommonJS: jest requires it.
const path = require('node:path');
const { createGenerator } = require('ts-json-schema-generator');

const PACKAGE = path.join(__dirname, '..', '..', 'packages', 'site-map');
const toComponents = (value) => JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/'));

/** { schemas: the named types, for components.schemas; byRoute: each route's answer } */
exports.answerSchemas = () => {
  const generator = createGenerator({
    path: path.join(PACKAGE, 'src', 'api-answers.ts'),
    tsconfig: path.join(PACKAGE, 'tsconfig.json'),
    type: 'ApiAnswers',
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    additionalProperties: false,
    // The package's own type check is its build's.
    skipTypeCheck: true,
  });
  const { ApiAnswers, ...schemas } = generator.createSchema('ApiAnswers').definitions;
  return { schemas: toComponents(schemas), byRoute: toComponents(ApiAnswers.properties) };
};
