/**
 * The rules of the company contact form, one definition for the site's form and the
 * CMS's endpoint, which checks again what it receives: the fields, which are required, their longest
 * length, and the formats of a French phone number and postcode (for an address in France; elsewhere a
 * looser check). Each side writes them as a yup schema with its messages.
 */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'country', 'city', 'postcode', 'comment'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest value of each field, in characters (the content type's limits). */
export const CONTACT_MAX: Readonly<Record<ContactField, number>> = {
  firstName: 100,
  lastName: 100,
  company: 200,
  email: 254,
  phone: 30,
  country: 100,
  city: 100,
  postcode: 10,
  comment: 5000,
};

/** Every field but the comment is required; so are the consent and the captcha. */
export const CONTACT_OPTIONAL: ReadonlySet<ContactField> = new Set<ContactField>(['comment']);

/**
 * An email address that can receive mail: a name, @, and a domain with a dot (« sophie.durand@interim »
 * is refused, which yup's email rule alone lets through), nothing blank.
 */
export const CONTACT_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The country the form starts with, and the one whose formats are checked. */
export const CONTACT_DEFAULT_COUNTRY = 'France';

/** A French number: 0 and nine digits, or +33 / 0033 and nine digits; spaces, dots or dashes between pairs. */
export const FRENCH_PHONE = /^(?:(?:\+|00)33 ?|0)[1-9](?:[ .-]?\d{2}){4}$/;
/** A French postcode: five digits, from 01000 to 98999 (Corsica's 20, the overseas 97 and 98 included). */
export const FRENCH_POSTCODE = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;
/** Elsewhere: digits, spaces, dots, dashes, brackets, an optional leading +; at least six digits. */
export const ANY_PHONE = /^\+?(?:[ ().-]*\d){6,}[ ().-]*$/;
/** Elsewhere: letters, digits, spaces and dashes. */
export const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Whether the country typed is France (case, accents and spaces aside). */
export const isFrance = (country: unknown): boolean =>
  typeof country === 'string' &&
  country
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase() === 'france';

/** The phone and postcode formats that apply to a country. */
export const contactFormats = (country: unknown): { phone: RegExp; postcode: RegExp } =>
  isFrance(country) ? { phone: FRENCH_PHONE, postcode: FRENCH_POSTCODE } : { phone: ANY_PHONE, postcode: ANY_POSTCODE };
