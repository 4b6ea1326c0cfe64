/**
 * Account rule, on the login (attached by ../extensions/users-permissions/account-rules.ts): a login is
 * refused with a 429 and Retry-After once, within the window, the account has failed `maxFailures` times
 * from this client address, the address `addressMaxFailures` times on any accounts, or the account
 * `accountMaxFailures` times from anywhere (config/accounts.ts; counted in the database,
 * ../security/limits.ts, so that they hold across CMS instances). An attacker holds an account back from
 * their own address, and from every address only past the much higher ceiling. A 400 from the login
 * (wrong credentials, an unconfirmed or a blocked account) counts as a failure; a success forgets the
 * account's failures.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { requestLocale } from '../utils/request-locale';
import { fieldOf, loginLimits, type AccountContext, type Next } from '../accounts/rules';
import { message } from '../i18n/messages';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // One count per key kind, each with its ceiling. Made at the first login, once the database is up.
  let made: { pair: Limit; address: Limit; account: Limit } | undefined;
  const limits = () => {
    if (made !== undefined) return made;
    const limit = databaseLimits(strapi);
    const { maxFailures, addressMaxFailures, accountMaxFailures, windowMs } = loginLimits(strapi);
    made = {
      pair: limit({ name: 'login-pair', max: maxFailures, windowMs }),
      address: limit({ name: 'login-address', max: addressMaxFailures, windowMs }),
      account: limit({ name: 'login-account', max: accountMaxFailures, windowMs }),
    };
    return made;
  };

  return async (ctx: AccountContext, next: Next): Promise<void> => {
    const identifier = fieldOf(ctx.request.body, 'identifier');
    const account = typeof identifier === 'string' ? identifier.trim().toLowerCase() : undefined;
    const { pair, address, account: accounts } = limits();
    const counts: [Limit, string][] = [[address, ctx.ip]];
    if (account !== undefined) counts.push([pair, `${account} ${ctx.ip}`], [accounts, account]);
    const waitMs = Math.max(...(await Promise.all(counts.map(([count, key]) => count.retryAfterMs([key])))));
    if (waitMs > 0) throw tooMany(ctx, waitMs, message(requestLocale(ctx), 'account_too_many_logins', { minutes: Math.ceil(waitMs / 60_000) }));
    const fail = (): Promise<unknown> => Promise.all(counts.map(([count, key]) => count.count([key])));
    try {
      await next();
    } catch (error) {
      // Wrong credentials, an unconfirmed or a blocked account: Strapi's login throws a 400.
      if (error instanceof errors.ApplicationError) await fail();
      throw error;
    }
    if (ctx.status === 400) await fail();
    else if (ctx.status === 200 && account !== undefined) await Promise.all([pair.forget(`${account} ${ctx.ip}`), accounts.forget(account)]);
  };
};
