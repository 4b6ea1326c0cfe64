// Writes docs/api/openapi.json from the API's table (packages/site-map/src/openapi.ts); a unit test holds the
// committed file to it (tests/unit/site-map/openapi.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import prettier from 'prettier';

const require = createRequire(import.meta.url);
const { openApiDocument } = require('@rythmo/site-map/dist/openapi.js');
const file = path.join(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, await prettier.format(JSON.stringify(openApiDocument()), { ...(await prettier.resolveConfig(file)), filepath: file }));
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
