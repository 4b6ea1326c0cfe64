import type { Core } from '@strapi/strapi';

/**
 * Candidate logins (src/middlewares/account-login-limits.ts): within LOGIN_WINDOW_MS, past
 * LOGIN_MAX_FAILURES failures on one account from one client address, LOGIN_MAX_FAILURES_ADDRESS from one
 * address on any accounts, or LOGIN_MAX_FAILURES_ACCOUNT on one account from anywhere, the next attempt is
 * a 429. LOGIN_MAX_FAILURES is also the account emails sent to one address within the window.
 *
 * Registrations (src/middlewares/account-registration.ts): REGISTRATIONS_PER_CLIENT from one client address
 * within REGISTRATIONS_WINDOW_MS, each of which emails the address typed; past it, a 429.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  logins: {
    maxFailures: env.int('LOGIN_MAX_FAILURES', 5),
    addressMaxFailures: env.int('LOGIN_MAX_FAILURES_ADDRESS', 20),
    accountMaxFailures: env.int('LOGIN_MAX_FAILURES_ACCOUNT', 50),
    windowMs: env.int('LOGIN_WINDOW_MS', 5 * 60_000),
  },
  registrations: {
    perClient: env.int('REGISTRATIONS_PER_CLIENT', 10),
    windowMs: env.int('REGISTRATIONS_WINDOW_MS', 3600_000),
  },
});
