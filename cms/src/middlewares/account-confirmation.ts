/**
 * Account rule, on the email confirmation link (attached by ../extensions/users-permissions/account-rules.ts):
 * a confirmed account lands on the site's « email confirmé » page in its own language, with the page it
 * registered from to come back to after its login (`?retour=`, kept with the account: the link works the
 * same in another browser or a mail app), which is then forgotten; a link the plugin
 * refuses (a 400: used, or never issued) on that page in the request's language with `?lien=invalide`,
 * which says so and offers a new link, instead of a JSON error.
 */
import type { Core } from '@strapi/strapi';
import { env, errors } from '@strapi/utils';
import { buildPath, isSitePath, RETURN_PARAM, type Locale } from '@rythmo/site-map';
import { siteUrls } from '../utils/site-urls';
import { requestLocale } from '../utils/request-locale';
import { accountLanguage } from '../accounts/rules';
import { USER, type AccountContext, type Next } from '../accounts/rules';

/** The query the site's confirmation page reads to tell a link that failed. */
export const INVALID_LINK_QUERY = 'lien=invalide';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { siteUrl } = siteUrls(env);
  const confirmedPage = (locale: Locale): string => `${siteUrl}${buildPath('account-email-confirmed', locale)}`;
  return async (ctx: AccountContext, next: Next): Promise<void> => {
    const code = ctx.query.confirmation;
    const account =
      typeof code === 'string' && code !== ''
        ? ((await strapi.db.query(USER).findOne({ where: { confirmationToken: code }, select: ['id', 'language', 'return_to'] })) as {
            id: number;
            language: unknown;
            return_to: string | null;
          } | null)
        : null;
    try {
      await next();
    } catch (error) {
      if (!(error instanceof errors.ValidationError)) throw error;
      ctx.redirect(`${confirmedPage(requestLocale(ctx))}?${INVALID_LINK_QUERY}`);
      return;
    }
    if (account === null || ctx.status !== 302) return;
    const back = isSitePath(account.return_to) ? `?${RETURN_PARAM}=${encodeURIComponent(account.return_to)}` : '';
    if (account.return_to !== null) await strapi.db.query(USER).update({ where: { id: account.id }, data: { return_to: null } });
    ctx.redirect(`${confirmedPage(accountLanguage(account.language))}${back}`);
  };
};
