import { errors } from '@strapi/utils';
import { message } from '../i18n/messages';
import { requestLocale, type Negotiating } from '../utils/request-locale';

/**
 * The body parser's refusals in the request's language and in Strapi's error shape: a body that is not JSON was answered
 * with the parser's English message and the name of a JavaScript exception. co-body marks what it could
 * not parse with a status and the raw body, raw-body what passed the size limit with its type.
 * Placed just before the body middlewares (global::multipart, strapi::body), so that nothing else it wraps can be
 * taken for a parse failure.
 */
const isParseFailure = (error: unknown): boolean =>
  (error instanceof SyntaxError || error instanceof RangeError) && (error as { status?: unknown }).status === 400 && 'body' in error;

export default () =>
  async (ctx: Negotiating, next: () => Promise<void>): Promise<void> => {
    try {
      await next();
    } catch (error) {
      if (isParseFailure(error)) throw new errors.ValidationError(message(requestLocale(ctx), 'request_invalid_json'));
      if ((error as { type?: unknown } | null)?.type === 'entity.too.large')
        throw new errors.PayloadTooLargeError(message(requestLocale(ctx), 'request_too_large'));
      throw error;
    }
  };
