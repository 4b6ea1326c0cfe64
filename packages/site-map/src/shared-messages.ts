/**
 * The words the site and the CMS both say, in the project's system of messages (i18next JSON, flat keys,
 * `{name}` placeholders): the generic validation messages (`rule_*`, yup's rules), the profile's and the
 * contact form's field names and formats, the applications' states, answers and reasons, the deletion's
 * password. One file per language, messages/<language>/shared.json: the site loads it as the `shared`
 * namespace of the pages that show a form or an application, the CMS into its own catalogue, the emails'
 * renderer beside its files. scripts/check-locales.mjs checks it with the two others.
 */
import fr from './messages/fr/shared.json';
import en from './messages/en/shared.json';
import type { ApplicationState, Answer, RefusalReason } from './applications';
import type { ProfileGap, ProfileTextField } from './profile';
import type { ContactField } from './contact';
import type { Locale } from './locales';

export type SharedMessages = typeof fr;
export type SharedKey = keyof SharedMessages;
/** The catalogue itself, for the CMS and the emails' renderer (the site's pages load it as page data). */
export const SHARED_MESSAGES: Readonly<Record<Locale, SharedMessages>> = { fr, en };

/** What says a shared message: an i18next `t` bound to the catalogue and a language. */
export type Say = (key: SharedKey, values?: Readonly<Record<string, string | number>>) => string;

/** The profile's text fields as the form labels them and the messages name them. */
export const PROFILE_LABEL_KEYS: Readonly<Record<ProfileTextField, SharedKey>> = {
  first_name: 'profile_label_first_name',
  last_name: 'profile_label_last_name',
  phone: 'profile_label_phone',
  presentation: 'profile_label_presentation',
};

/** The contact form's fields as it labels them and the CMS's messages name them. */
export const CONTACT_LABEL_KEYS: Readonly<Record<ContactField, SharedKey>> = {
  firstName: 'contact_label_first_name',
  lastName: 'contact_label_last_name',
  company: 'contact_label_company',
  email: 'contact_label_email',
  phone: 'contact_label_phone',
  country: 'contact_label_country',
  city: 'contact_label_city',
  postcode: 'contact_label_postcode',
  comment: 'contact_label_comment',
};

/** The words of the applications' states, the agency's answers and its reasons for a refusal. */
export const APPLICATION_STATE_KEYS: Readonly<Record<ApplicationState, SharedKey>> = {
  sent: 'application_state_sent',
  seen: 'application_state_seen',
  interview: 'application_state_interview',
  refused: 'application_state_refused',
  filled: 'application_state_filled',
};
export const ANSWER_KEYS: Readonly<Record<Answer, SharedKey>> = {
  interview: 'application_answer_interview',
  refused: 'application_answer_refused',
  filled: 'application_answer_filled',
};
export const REFUSAL_REASON_KEYS: Readonly<Record<RefusalReason, SharedKey>> = {
  profile: 'application_reason_profile',
  availability: 'application_reason_availability',
  experience: 'application_reason_experience',
  other: 'application_reason_other_chosen',
};

const GAP_KEYS: Readonly<Record<ProfileGap, SharedKey>> = {
  first_name: 'profile_gap_first_name',
  last_name: 'profile_gap_last_name',
  phone: 'profile_gap_phone',
  cv_or_presentation: 'profile_gap_cv_or_presentation',
};

/** « votre prénom, votre téléphone et un CV ou une présentation »: what a profile lacks, in a sentence. */
export function gapsSentence(gaps: readonly ProfileGap[], say: Say): string {
  const words = gaps.map((gap) => say(GAP_KEYS[gap]));
  if (words.length <= 1) return words.join('');
  return say('profile_gaps_and', { list: words.slice(0, -1).join(', '), last: words[words.length - 1] });
}
