/**
 * The live API's OpenAPI document (docs/api/openapi.json, `npm run docs:api`), made from the table of its
 * routes (./api-routes.ts), the offer query's schema (./offer-query.ts), the bodies the CMS checks (its yup
 * schemas, described by cms/src/docs/request-bodies.ts) and the answers' types (./api-answers.ts): a route's
 * method, path, access, parameters, body and answer. tests/unit/cms/openapi.test.ts holds the committed file to it, and writes it for `npm run docs:api`.
 * Not part of the package's index.
 */
import { API_ROUTES, apiRoutes, PATH_PARAMS, SEARCH_THREAD, type ApiAccess, type ApiRouteName } from './api-routes';
import { OFFER_PARAMS, type OfferParam } from './offer-api';
import { OFFER_QUERY, type OfferParamRule } from './offer-query';
import { DATE_PATTERN } from './offers';

/** What each route does, in a line. */
const SUMMARIES: Readonly<Record<ApiRouteName, string>> = {
  offerSearch: 'Search the offers (their cards, facets and count).',
  geoSearch: 'Find communes, départements or régions by name.',
  noScriptOffers: 'A jobs list’s results as HTML, for its page read without JavaScript (nginx’s include).',
  works: 'The trades, for the search’s suggestions.',
  contractTypes: 'The contract types, for the search’s suggestions.',
  login: 'Sign in with an email and a password.',
  register: 'Create a candidate account.',
  forgotPassword: 'Send a link to choose a new password.',
  resetPassword: 'Choose a new password with the emailed code.',
  changePassword: 'Change one’s password.',
  sendEmailConfirmation: 'Send the email confirmation link again.',
  emailConfirmation: 'Confirm an account’s email.',
  providerCallback: 'Sign in through a provider, on its return.',
  connect: 'Sign in through a provider.',
  connectCallback: 'A provider’s return.',
  me: 'The signed-in account.',
  profile: 'The candidate’s profile.',
  profileUpdate: 'Save the candidate’s profile.',
  accountErase: 'Delete the account and everything of it (the password confirms).',
  dataExport: 'Everything kept about the candidate, as a ZIP file.',
  cv: 'The candidate’s CV file.',
  cvUpload: 'Replace the CV (PDF or DOCX).',
  cvDelete: 'Delete the CV.',
  applications: 'The candidate’s applications.',
  applicationCreate: 'Apply to an offer.',
  applicationDelete: 'Withdraw an application.',
  savedOffers: 'The candidate’s saved offers.',
  savedOfferCreate: 'Save an offer.',
  savedOfferDelete: 'Forget a saved offer.',
  answerInfo: 'What an agency’s answer link is about.',
  answer: 'An agency answers an application.',
  answerCv: 'The CV of an application, for its agency.',
  alerts: 'The candidate’s job alerts.',
  alertCreate: 'Create a job alert (a visitor confirms it by email).',
  alertUpdate: 'Change an alert’s frequency or pause it.',
  alertDelete: 'Delete an alert.',
  alertConfirm: 'Confirm a visitor’s alert.',
  alertUnsubscribeInfo: 'What an unsubscription link is about.',
  alertUnsubscribe: 'Delete an alert by its email’s link.',
  alertRun: 'Send the alerts due now.',
  alertRunState: 'The last run of the alerts.',
  contactRequest: 'A company’s message to the team.',
};

type JsonSchema = Readonly<Record<string, unknown>>;

const anyOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

/** An offer query parameter's schema; a list is comma-separated (OpenAPI's form style, not exploded). */
function ruleSchema(rule: OfferParamRule): JsonSchema {
  switch (rule.kind) {
    case 'text':
      return { type: 'string', maxLength: rule.max };
    case 'choice':
      return { ...anyOf(rule.values), default: rule.fallback };
    case 'integer':
    case 'number':
      return { type: rule.kind, minimum: rule.min, maximum: rule.max };
    case 'code':
      return { type: 'string', pattern: rule.pattern.source };
    case 'list':
      return {
        type: 'array',
        items:
          rule.item === 'slug'
            ? { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }
            : rule.item === 'date'
              ? { type: 'string', format: 'date', pattern: DATE_PATTERN.source }
              : anyOf(rule.item),
        maxItems: rule.max,
        uniqueItems: true,
      };
  }
}

const offerQueryParameters = (): JsonSchema[] =>
  (Object.keys(OFFER_QUERY) as OfferParam[]).map((param) => {
    const rule = OFFER_QUERY[param];
    return {
      name: OFFER_PARAMS[param],
      in: 'query',
      required: false,
      schema: ruleSchema(rule),
      ...(rule.kind === 'list' ? { style: 'form', explode: false } : {}),
    };
  });

const SECURITY: Readonly<Record<ApiAccess, readonly Record<string, string[]>[]>> = {
  public: [],
  anyone: [{}, { candidate: [] }],
  candidate: [{ candidate: [] }],
  'signed-link': [{ signedLink: [] }],
  operator: [{ operator: [] }],
};

const ERROR = { $ref: '#/components/responses/Error' };

function operation(name: ApiRouteName, body: JsonSchema | undefined, answer: JsonSchema | undefined): JsonSchema {
  const route = API_ROUTES[name];
  const pathParams = [...route.path.matchAll(/:([a-z]+)/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: `^${PATH_PARAMS[param]}$` },
  }));
  const parameters = [...pathParams, ...(name === 'offerSearch' ? offerQueryParameters() : [])];
  const content =
    'multipart' in route
      ? { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } }
      : body === undefined
        ? undefined
        : { 'application/json': { schema: body } };
  return {
    operationId: name,
    summary: SUMMARIES[name],
    tags: [route.path.split('/')[1]],
    security: SECURITY[route.access],
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(content === undefined ? {} : { requestBody: { required: true, content } }),
    responses: {
      [route.method === 'DELETE' ? '204' : '200']: {
        description: 'Done.',
        ...(answer === undefined ? {} : { content: { 'application/json': { schema: answer } } }),
      },
      default: ERROR,
    },
    'x-rythmo-handler': route.handler === SEARCH_THREAD ? 'the search thread' : route.handler,
    'x-rythmo-host': route.host,
  };
}

/** The answers' schemas: the named types (components.schemas) and each route's answer. */
export type AnswerSchemas = { schemas: Readonly<Record<string, JsonSchema>>; byRoute: Partial<Record<ApiRouteName, JsonSchema>> };

/**
 * The document, its paths in the table's order; `bodies`, the JSON bodies the routes take, as the CMS checks
 * them (cms/src/docs/request-bodies.ts); `answers`, what they answer (./api-answers.ts's types, as JSON Schema:
 * scripts/lib/answer-schemas.cjs).
 */
export function openApiDocument(bodies: Partial<Record<ApiRouteName, JsonSchema>> = {}, answers: AnswerSchemas = { schemas: {}, byRoute: {} }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of apiRoutes()) {
    const path = route.path.replace(/:([a-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route.name, bodies[route.name], answers.byRoute[route.name]) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rythmo: the live API',
      version: '1',
      description:
        'The routes the site calls under /api: the offer and place searches, the accounts, the candidate’s profile, applications, saved offers and alerts, the links of the emails and the contact form. Made by `npm run docs:api` from packages/site-map/src/api-routes.ts; docs/api.md says how each behaves.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: answers.schemas,
      securitySchemes: {
        candidate: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A candidate’s token, from POST /auth/local.' },
        signedLink: { type: 'apiKey', in: 'query', name: 't', description: 'The token of a link an email gave.' },
        operator: { type: 'http', scheme: 'bearer', description: 'The operator’s secret (OPERATOR_SECRET).' },
      },
      responses: {
        Error: {
          description: 'An error, in Strapi’s shape; its message in the language asked (Accept-Language), French by default.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data', 'error'],
                properties: {
                  data: { type: 'null' },
                  error: {
                    type: 'object',
                    required: ['status', 'name', 'message'],
                    properties: { status: { type: 'integer' }, name: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
