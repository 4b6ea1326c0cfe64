/**
 * The bodies the CMS's routes take, as JSON Schema for the API's OpenAPI document (docs/api/openapi.json):
 * read from the same yup schemas that validate them (their `describe()`), so that the document says what the
 * CMS checks. What a schema says by a custom test (a phone number read by libphonenumber) is its field's
 * type only.
 */
import { ERASE_PASSWORD_FIELD, type ApiRouteName, type Locale } from '@rythmo/site-map';
import { alertCreateSchema, alertUpdateSchema } from '../alerts/api';
import { answerSchema } from '../candidate/answers';
import { profileBodySchema } from '../candidate/profile';
import { recordBodySchema } from '../candidate/records';
import { contactSchema } from '../contact/rules';

type JsonSchema = { [key: string]: unknown };

/** What yup's describe() says of a schema (yup 0.32, Strapi's). */
export type Description = {
  type: string;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
};

const BOUNDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  string: { min: 'minLength', max: 'maxLength', length: 'minLength' },
  number: { min: 'minimum', max: 'maximum' },
  array: { min: 'minItems', max: 'maxItems' },
};

/** A yup schema's description as JSON Schema: its type, bounds, pattern, values and required fields. */
export function jsonSchemaOf(description: Description): JsonSchema {
  const tests = new Map(description.tests.flatMap(({ name, params }) => (name === undefined ? [] : [[name, params ?? {}] as const])));
  const integer = description.type === 'number' && tests.has('integer');
  const schema: JsonSchema = description.type === 'mixed' ? {} : { type: integer ? 'integer' : description.type };
  for (const [test, params] of tests) {
    const keyword = BOUNDS[description.type]?.[test];
    const bound = params[test];
    if (keyword !== undefined && typeof bound === 'number') schema[keyword] = bound;
  }
  if (tests.has('length') && typeof tests.get('length')?.length === 'number') schema.maxLength = tests.get('length')?.length;
  const regex = tests.get('matches')?.regex;
  if (regex instanceof RegExp) schema.pattern = regex.source;
  if (tests.has('email')) schema.format = 'email';
  // moreThan() and lessThan() (positive(), negative()) are yup's min and max tests with `more` and `less`.
  if (typeof tests.get('min')?.more === 'number') schema.exclusiveMinimum = tests.get('min')?.more;
  if (typeof tests.get('max')?.less === 'number') schema.exclusiveMaximum = tests.get('max')?.less;
  const values = description.oneOf.filter((value) => value !== undefined);
  if (values.length > 0) schema.enum = values;
  if (description.fields !== undefined) {
    const fields = Object.entries(description.fields);
    schema.properties = Object.fromEntries(fields.map(([name, field]) => [name, jsonSchemaOf(field)]));
    const required = fields.filter(([, field]) => field.tests.some(({ name }) => name === 'required' || name === 'defined')).map(([name]) => name);
    if (required.length > 0) schema.required = required;
    if (tests.has('noUnknown')) schema.additionalProperties = false;
  }
  if (description.innerType !== undefined) schema.items = jsonSchemaOf(description.innerType);
  return schema;
}

const described = (schema: { describe: () => unknown }): JsonSchema => jsonSchemaOf(schema.describe() as Description);

/** The JSON bodies of the table's routes that take one (API_ROUTES), as the CMS checks them. */
export const requestBodies = (locale: Locale): Partial<Record<ApiRouteName, JsonSchema>> => ({
  profileUpdate: described(profileBodySchema(locale)),
  accountErase: { type: 'object', required: [ERASE_PASSWORD_FIELD], properties: { [ERASE_PASSWORD_FIELD]: { type: 'string' } } },
  applicationCreate: described(recordBodySchema('application', locale)),
  savedOfferCreate: described(recordBodySchema('saved-offer', locale)),
  answer: described(answerSchema(locale)),
  alertCreate: described(alertCreateSchema(locale)),
  alertUpdate: described(alertUpdateSchema(locale)),
  contactRequest: described(contactSchema(locale)),
});
