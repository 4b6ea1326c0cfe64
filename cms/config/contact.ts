import type { Core } from '@strapi/strapi';

/**
 * The company contact form's endpoint (src/api/contact-request): reCAPTCHA v2 verification (the secret
 * and Google's verification address; the stack points it at its local verifier, the machine having no
 * internet), who is told of each request by email, and how many requests one client address may send.
 * Alone, the CMS uses Google's documented test secret, which accepts every answer of the test site key.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  recaptchaSecret: env('RECAPTCHA_SECRET', '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'),
  recaptchaVerifyUrl: env('RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
  notifyTo: env('CONTACT_NOTIFY_TO', env('EMAIL_FROM', 'no-reply@mesjobs.example')),
  rateMax: env.int('CONTACT_RATE_MAX', 5),
  rateWindowMs: env.int('CONTACT_RATE_WINDOW_MS', 10 * 60_000),
  verifyTimeoutMs: env.int('RECAPTCHA_TIMEOUT_MS', 5_000),
});
