/**
 * The contact form's rules, as POST /api/contact-requests checks them: the same as the site's form
 * (packages/site-map/src/contact.ts), each field's message naming it in the request's language.
 */
import { yup } from '@strapi/utils';
import {
  CONTACT_LABEL_KEYS,
  CONTACT_FIELDS,
  CONTACT_MAX,
  CONTACT_OPTIONAL,
  CONTACT_EMAIL,
  contactFormats,
  LOCALES,
  type ContactField,
  type Locale,
} from '@rythmo/site-map';
import { message } from '../i18n/messages';

const FORMATS = { phone: 'contact_phone_format', postcode: 'contact_postcode_format' } as const;

const field = (name: ContactField, locale: Locale) => {
  const path = message(locale, CONTACT_LABEL_KEYS[name]);
  let rule = yup
    .string()
    .trim()
    .max(CONTACT_MAX[name], message(locale, 'rule_max_length', { path, max: CONTACT_MAX[name] }));
  if (name === 'email') rule = rule.email(message(locale, 'rule_email', { path })).matches(CONTACT_EMAIL, message(locale, 'contact_email_format'));
  if (name === 'phone' || name === 'postcode') {
    rule = rule.test('format', message(locale, FORMATS[name]), function format(value?: string) {
      const country = (this.parent as { country?: unknown }).country;
      return value === undefined || value === '' || contactFormats(country)[name].test(value);
    });
  }
  return CONTACT_OPTIONAL.has(name) ? rule.nullable() : rule.required(message(locale, 'rule_required', { path }));
};

export const contactSchema = (locale: Locale) => {
  const consent = message(locale, 'contact_consent_required');
  const captcha = message(locale, 'contact_captcha_required');
  return yup.object({
    data: yup
      .object({
        ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name, locale)])),
        consent: yup.boolean().required(consent).oneOf([true], consent),
        // Marketing use is a consent of its own, optional (GDPR): stored apart, false unless given.
        marketing: yup.boolean().default(false),
        // The form's language: the acknowledgement is written in it.
        locale: yup
          .string()
          .oneOf([...LOCALES], message(locale, 'contact_locale', { values: LOCALES.join(', ') }))
          .default('fr'),
        captcha: yup.string().required(captcha).max(4000, captcha),
      })
      .noUnknown()
      .required(),
  });
};
