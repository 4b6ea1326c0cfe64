/**
 * The candidate accounts' rules, attached to users-permissions' own routes as route middlewares (one file
 * of ../../middlewares per concern), so that no spelling of a path reaches a handler without them: Strapi's
 * router matches paths without regard to case, and a global middleware comparing paths was skipped by
 * `/API/auth/local` or `/api/Auth/Local`. They run after Strapi's authentication and the plugin's own
 * rate limit, around the plugin's action. A rule whose route the plugin no longer has stops the CMS at its
 * start, so an upgrade cannot drop one silently.
 */
type Middleware = string | { name: string; config: Record<string, unknown> };
export type Route = { method: string; path: string; handler: string; config?: { middlewares?: unknown[] } & Record<string, unknown> };

export const ACCOUNT_RULES: Readonly<Record<string, readonly Middleware[]>> = {
  'POST /auth/local': ['global::account-login-limits'],
  'POST /auth/local/register': ['global::account-password', 'global::account-registration'],
  'POST /auth/reset-password': ['global::account-password', 'global::account-reset-code'],
  'POST /auth/change-password': ['global::account-password'],
  'POST /auth/forgot-password': [{ name: 'global::account-quiet-emails', config: { action: 'forgotPassword' } }],
  'POST /auth/send-email-confirmation': [{ name: 'global::account-quiet-emails', config: { action: 'sendEmailConfirmation' } }],
  'GET /auth/email-confirmation': ['global::account-confirmation'],
};

/** The routes with their rules after the plugin's own middlewares; throws when a rule finds no route. */
export function withAccountRules(routes: readonly Route[]): Route[] {
  const keyOf = (route: Route): string => `${route.method} ${route.path}`;
  const missing = Object.keys(ACCOUNT_RULES).filter((key) => !routes.some((route) => keyOf(route) === key));
  if (missing.length > 0) throw new Error(`users-permissions has no route for the account rules of ${missing.join(', ')}`);
  return routes.map((route) => {
    const rules = ACCOUNT_RULES[keyOf(route)];
    if (rules === undefined) return route;
    return { ...route, config: { ...route.config, middlewares: [...(route.config?.middlewares ?? []), ...rules] } };
  });
}
