/**
 * Account rule, on the password reset request and the new confirmation email (attached by
 * ../extensions/users-permissions/account-rules.ts, with the answer users-permissions gives for an unknown
 * address): both answer at once, and the same for every well-formed address. The account lookup and the
 * email (the plugin's own action) run after the answer, so neither the body, the status nor the time
 * tells whether an account exists, is confirmed or blocked. A failure is logged, never shown. Past the
 * account emails allowed to one address (../accounts/rules.ts `mayMail`) the answer stays the same and
 * nothing is sent.
 */
import type { Core } from '@strapi/strapi';
import { requestLocale } from '../utils/request-locale';
import { EMAIL, EMAIL_MAX, fieldOf, invalidField, mayMail, reason, type AccountContext } from '../accounts/rules';
import { message } from '../i18n/messages';

type Config = { action: 'forgotPassword' | 'sendEmailConfirmation' };
type Action = (context: object) => Promise<void>;

/** The answer users-permissions gives for an address without an account. */
const ANSWERS: Readonly<Record<Config['action'], (email: string) => object>> = {
  forgotPassword: () => ({ ok: true }),
  sendEmailConfirmation: (email) => ({ email, sent: true }),
};

export default ({ action }: Config, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: AccountContext): Promise<void> => {
    const given = fieldOf(ctx.request.body, 'email');
    if (typeof given !== 'string' || given.length > EMAIL_MAX || !EMAIL.test(given.trim())) {
      throw invalidField('email', message(requestLocale(ctx), 'account_invalid_email'));
    }
    const email = given.trim();
    ctx.status = 200;
    ctx.body = ANSWERS[action](email);
    const controller = strapi.plugin('users-permissions').controller('auth') as Record<Config['action'], Action>;
    void (async () => {
      if (!(await mayMail(strapi, email, action))) return;
      await controller[action]({ request: { body: { email } }, state: {}, send: () => undefined });
    })().catch((error: unknown) => strapi.log.warn(`Account email not sent (${action}): ${reason(error)}`));
  };
