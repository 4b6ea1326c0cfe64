/**
 * What a caller of the content API (any route of type content-api: /api/…, whatever its spelling) may
 * read, checked in the document service, after routing and authentication:
 * - drafts only for the preview token: Strapi 5 answers drafts for `status=draft`, and for any status that
 *   is not exactly "published" (`DRAFT`, `status[]=draft`, an empty value);
 * - no populate, filter or sort through a polymorphic relation (./polymorphic-paths.ts: the upload
 *   plugin's `related` leads to draft rows), for every caller, the site tokens included;
 * - filters and pagination the database can run (./query-shape.ts), for every caller;
 * - the query limits of ./query-limits.ts for everyone but the site tokens (build and preview).
 * A refusal is a JSON error (403 for drafts, 400 for the others) before any row is read.
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEW_TOKEN_NAME, SITE_TOKENS } from './site-tokens';
import { limitViolations } from './query-limits';
import { polymorphicPaths, type Schema, type SchemaOf } from './polymorphic-paths';
import { queryShapeProblems } from './query-shape';
import { said } from '../i18n/messages';

const READ_ACTIONS: ReadonlySet<string> = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const SITE_TOKEN_NAMES: ReadonlySet<string> = new Set(SITE_TOKENS.map((token) => token.name));

type RequestState = {
  route?: { info?: { type?: string } };
  auth?: { strategy?: { name?: string }; credentials?: { name?: string } | null };
};
type DocumentContext = {
  action: string;
  uid: string;
  contentType?: { options?: { draftAndPublish?: boolean } };
  params?: {
    status?: unknown;
    pageSize?: unknown;
    limit?: unknown;
    page?: unknown;
    start?: unknown;
    pagination?: { page?: unknown; pageSize?: unknown; start?: unknown; limit?: unknown };
    populate?: unknown;
    filters?: unknown;
    sort?: unknown;
  };
};

/** The French message of a query that reaches polymorphic relations. */
export const polymorphicRefusal = (paths: readonly string[]): string => said('query_relation_not_public', { paths: paths.join(', ') });

/** The name of the API token the request was authenticated with, if any. */
const tokenName = (state: RequestState): string | undefined => (state.auth?.strategy?.name === 'content-api-token' ? state.auth.credentials?.name : undefined);

export function registerContentApiGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { action, uid, contentType, params = {} } = context as unknown as DocumentContext;
    if (!READ_ACTIONS.has(action)) return next();
    const state = (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;
    if (state?.route?.info?.type !== 'content-api') return next();
    const token = tokenName(state);

    if (contentType?.options?.draftAndPublish === true && params.status !== 'published') {
      const preview = token === PREVIEW_TOKEN_NAME && params.status === 'draft';
      if (!preview) {
        strapi.log.warn(`Refused a content API request for unpublished content (${action})`);
        // A PolicyError: Strapi's authorization step turns any other ForbiddenError into a bare « Forbidden ».
        throw new errors.PolicyError(said('query_drafts_refused'));
      }
    }

    const schemaOf: SchemaOf = (model) => strapi.getModel(model as UID.Schema) as Schema | undefined;
    const polymorphic = polymorphicPaths(uid, params, schemaOf);
    if (polymorphic.length > 0) throw new errors.ValidationError(polymorphicRefusal(polymorphic), { paths: polymorphic });
    const malformed = queryShapeProblems(uid, params, schemaOf);
    if (malformed.length > 0) throw new errors.ValidationError(malformed.join(' '), { problems: malformed });

    if (token === undefined || !SITE_TOKEN_NAMES.has(token)) {
      // Strapi passes a page size both as given and converted to a limit: one message for both.
      const violations = [
        ...new Set(
          limitViolations({
            pageSize: params.pagination?.pageSize ?? params.pageSize,
            limit: params.pagination?.limit ?? params.limit,
            populate: params.populate,
            filters: params.filters,
          }),
        ),
      ];
      if (violations.length > 0) throw new errors.ValidationError(violations.join(' '), { limits: violations });
    }
    return next();
  });
}
