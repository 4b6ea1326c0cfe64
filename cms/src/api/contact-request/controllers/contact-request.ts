/**
 * The company contact form's endpoint: POST /api/contact-requests, public.
 * In order: at most `rateMax` requests per client address within the window (429); the same rules as the
 * site's form (../../../../../packages/site-map/src/contact.ts), with the form's messages naming each field,
 * in the request's language (400); the captcha's answer verified with the secret (400 when refused,
 * 503 when the verifier cannot answer); then the request is stored, for editors, before anything else;
 * the email to the team goes after the answer, and its outcome is kept on the request (`notified`), so a
 * failed email loses nothing.
 */
import { factories, type Core } from '@strapi/strapi';
import { errors, validateYupSchema } from '@strapi/utils';
import { CONTACT_FIELDS, CONTACT_LABEL_KEYS, LOCALES, type ContactField, type Locale } from '@rythmo/site-map';
import { databaseLimits, tooMany, type Limit } from '../../../security/limits';
import { verifyCaptcha } from '../../../contact/captcha';
import { contactSchema } from '../../../contact/rules';
import { writeEmail } from '../../../email/templates';
import { requestLocale, type Negotiating } from '../../../utils/request-locale';
import { message } from '../../../i18n/messages';

const UID = 'api::contact-request.contact-request';

type ContactConfig = {
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  notifyTo: string;
  rateMax: number;
  rateWindowMs: number;
  verifyTimeoutMs: number;
};

/** The Verifier's error codes that mean our configuration is wrong, not the visitor's answer. */
const SECRET_PROBLEMS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** The rules in each language, its messages read once. */
const bodySchemas = new Map(LOCALES.map((locale) => [locale, contactSchema(locale)]));

/** What passed the rules: every field but the comment is there. */
type Submitted = Record<Exclude<ContactField, 'comment'>, string> & {
  comment?: string | null;
  consent: true;
  marketing: boolean;
  locale: Locale;
  captcha: string;
};
type Context = Negotiating & {
  ip: string;
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
};

/** The team's email (in French, the team's language): the visitor's words as values, escaped in its HTML part. */
const emailOf = (strapi: Core.Strapi, request: Submitted, documentId: string) =>
  writeEmail(strapi, 'contact-team', 'fr', {
    company: request.company,
    name: `${request.firstName} ${request.lastName}`,
    fields: CONTACT_FIELDS.filter((name) => name !== 'comment').map(
      (name) => [message('fr', CONTACT_LABEL_KEYS[name]), request[name as Exclude<ContactField, 'comment'>]] as const,
    ),
    comment: request.comment ?? null,
    marketing: request.marketing,
    request: documentId,
  });

/** The sender's acknowledgement, in the form's language: what was received and what comes next. */
const acknowledgementOf = (strapi: Core.Strapi, request: Submitted) =>
  writeEmail(strapi, 'contact-receipt', request.locale, {
    first_name: request.firstName,
    company: request.company,
    phone: request.phone,
    marketing: request.marketing,
  });

export default factories.createCoreController(UID, ({ strapi }: { strapi: Core.Strapi }) => {
  const config = strapi.config.get('contact') as ContactConfig;
  // Counted in the database (../../../security/limits.ts), made at the first request.
  let requests: Limit | undefined;
  const limit = (): Limit => (requests ??= databaseLimits(strapi)({ name: 'contact', max: config.rateMax, windowMs: config.rateWindowMs }));

  const notify = async (request: Submitted, documentId: string): Promise<void> => {
    let notified = false;
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: config.notifyTo, replyTo: request.email ?? undefined, ...(await emailOf(strapi, request, documentId)) });
      notified = true;
    } catch (error) {
      strapi.log.error(`Contact request ${documentId}: email not sent (${error instanceof Error ? error.message : String(error)}); the request is kept`);
    }
    let acknowledged = false;
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: request.email, ...(await acknowledgementOf(strapi, request)) });
      acknowledged = true;
    } catch (error) {
      strapi.log.error(`Contact request ${documentId}: acknowledgement not sent (${error instanceof Error ? error.message : String(error)})`);
    }
    await strapi.documents(UID).update({ documentId, data: { notified, acknowledged } });
  };

  return {
    async submit(ctx: Context): Promise<void> {
      const keys = [ctx.ip];
      const waitMs = await limit().retryAfterMs(keys);
      const locale = requestLocale(ctx);
      if (waitMs > 0) throw tooMany(ctx, waitMs, message(locale, 'contact_too_many', { minutes: Math.ceil(waitMs / 60_000) }));
      const { data } = (await validateYupSchema(bodySchemas.get(locale) as ReturnType<typeof contactSchema>)(ctx.request.body)) as { data: Submitted };
      await limit().count(keys);

      const verdict = await verifyCaptcha(
        { url: config.recaptchaVerifyUrl, secret: config.recaptchaSecret, timeoutMs: config.verifyTimeoutMs },
        data.captcha,
        ctx.ip,
      );
      if (!verdict.ok && (verdict.reason === 'unavailable' || verdict.codes.some((code) => SECRET_PROBLEMS.has(code)))) {
        strapi.log.error(
          `Contact request refused: the captcha could not be verified (${verdict.reason === 'unavailable' ? verdict.detail : verdict.codes.join(', ')})`,
        );
        ctx.status = 503;
        ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: message(locale, 'contact_failed'), details: {} } };
        return;
      }
      if (!verdict.ok) {
        const refused = message(locale, 'contact_captcha_required');
        throw new errors.ValidationError(refused, { errors: [{ path: ['captcha'], message: refused, name: 'ValidationError' }] });
      }

      const { captcha: _captcha, comment, marketing, ...request } = data;
      const stored = await strapi
        .documents(UID)
        .create({ data: { ...request, marketingConsent: marketing, comment: comment ?? undefined, notified: false, acknowledged: false } });
      ctx.status = 201;
      ctx.body = { data: { id: stored.documentId } };
      void notify(data, stored.documentId).catch((error: unknown) => {
        strapi.log.error(`Contact request ${stored.documentId}: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  };
});
