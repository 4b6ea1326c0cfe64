/**
 * Account rule, on the routes that set a password (registration, reset, change; attached by
 * ../extensions/users-permissions/account-rules.ts): a new password follows ../security/passwords.ts (8
 * characters at least, 72 bytes at most, none of the most common), or the request is a 400 whose details
 * name the field, in the request's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parseCommonPasswords, passwordProblem } from '../security/passwords';
import { requestLocale } from '../utils/request-locale';
import { fieldOf, invalidField, type AccountContext, type Next } from '../accounts/rules';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const common = parseCommonPasswords(fs.readFileSync(path.join(strapi.dirs.app.root, 'data', 'common-passwords.txt'), 'utf8'));
  return async (ctx: AccountContext, next: Next): Promise<void> => {
    const problem = passwordProblem(fieldOf(ctx.request.body, 'password'), common, requestLocale(ctx));
    if (problem !== null) throw invalidField('password', problem);
    await next();
  };
};
