/**
 * Account rule, on the password reset (attached by ../extensions/users-permissions/account-rules.ts): a
 * reset code works for RESET_CODE_TTL_MS after it was issued (the extension stamps
 * `resetPasswordIssuedAt`), and once (the plugin clears it when used). An older code, or one issued at
 * an unknown time, is refused with a 400 on the field `code`, and ended.
 */
import type { Core } from '@strapi/strapi';
import { requestLocale } from '../utils/request-locale';
import { fieldOf, invalidField, USER, type AccountContext, type Next } from '../accounts/rules';
import { message } from '../i18n/messages';

/** How long a password reset code works after it was issued (it also ends when used). */
export const RESET_CODE_TTL_MS = 60 * 60_000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: AccountContext, next: Next): Promise<void> => {
    const code = fieldOf(ctx.request.body, 'code');
    if (typeof code === 'string' && code !== '') {
      const user = (await strapi.db.query(USER).findOne({ where: { resetPasswordToken: code }, select: ['id', 'resetPasswordIssuedAt'] })) as {
        id: number;
        resetPasswordIssuedAt: string | Date | null;
      } | null;
      const issued =
        user?.resetPasswordIssuedAt === null || user?.resetPasswordIssuedAt === undefined ? Number.NaN : new Date(user.resetPasswordIssuedAt).getTime();
      if (user !== null && !(Date.now() - issued < RESET_CODE_TTL_MS)) {
        await strapi.db.query(USER).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
        throw invalidField('code', message(requestLocale(ctx), 'account_reset_code_expired'));
      }
    }
    await next();
  };
