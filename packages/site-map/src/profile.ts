/**
 * The candidate's profile (« Mon profil »): one definition for the CMS's routes, which check what
 * they receive, and the site's screens, which check before sending. Its fields and their longest length,
 * the availability in the jobs list's own rhythm vocabulary (days, times of day, hours a week), the CV's
 * accepted types (read from its bytes) and size, what applying needs, and the messages, in both languages,
 * in the words of the site's validation messages.
 */
import { ANY_PHONE } from './contact';
import type { Availability } from './rhythm';
import type { Locale } from './locales';

/** The profile's text fields and their longest length, in characters. */
export const PROFILE_MAX = { first_name: 60, last_name: 60, phone: 30, presentation: 2000 } as const;
export type ProfileTextField = keyof typeof PROFILE_MAX;

/** The most hours a week an availability (and the jobs list's filter) can say. */
export const PROFILE_MAX_HOURS = 48;

/** The commune a candidate lives in, as the geo-search names it (its id the INSEE code). */
export type ProfileCity = { code: string; name: string };
/** An INSEE commune code: five characters, Corsica's 2A and 2B included. */
export const COMMUNE_CODE = /^(?:\d{2}|2[AB])\d{3}$/;

/** What the candidate writes: every field may be empty; applying needs some of them (see `profileMissing`). */
export type ProfileInput = {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  city: ProfileCity | null;
  availability: Availability | null;
  student: boolean;
  /** The student job types (their slugs) a student looks for. */
  student_types: string[];
  presentation: string | null;
};

/** The CV as the profile shows it: never its address, which only its owner's routes serve. */
export type ProfileCv = { name: string; type: CvType; size: number; uploaded_at: string };

/** GET and PUT /api/profile's `data`. */
export type Profile = ProfileInput & { cv: ProfileCv | null; missing: ProfileGap[] };

export const EMPTY_PROFILE: ProfileInput = {
  first_name: null,
  last_name: null,
  phone: null,
  city: null,
  availability: null,
  student: false,
  student_types: [],
  presentation: null,
};

/** The CV's accepted types, told by its bytes, never by its name, and the extension each file gets. */
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type CvType = keyof typeof CV_TYPES;
export const isCvType = (type: string | undefined): type is CvType => type !== undefined && Object.prototype.hasOwnProperty.call(CV_TYPES, type);
/** The largest CV, in bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of PUT /api/profile/cv. */
export const CV_FIELD = 'file';

/** What applying needs and a profile may lack: both names, the phone, and a CV or a presentation. */
export const PROFILE_GAPS = ['first_name', 'last_name', 'phone', 'cv_or_presentation'] as const;
export type ProfileGap = (typeof PROFILE_GAPS)[number];

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** What a profile lacks to apply, in the order the form asks for it; empty when it is complete. */
export function profileMissing(profile: Pick<ProfileInput, 'first_name' | 'last_name' | 'phone' | 'presentation'> & { cv: unknown }): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (blank(profile.first_name)) gaps.push('first_name');
  if (blank(profile.last_name)) gaps.push('last_name');
  if (blank(profile.phone)) gaps.push('phone');
  if ((profile.cv === null || profile.cv === undefined) && blank(profile.presentation)) gaps.push('cv_or_presentation');
  return gaps;
}

/**
 * What a phone number may look like (digits, spaces, dots, dashes, brackets, a leading +; six digits at
 * least): the CMS then reads it as people write it, French without its country code, any other with it.
 */
export const PROFILE_PHONE = ANY_PHONE;

/** Each field's name as the form labels it and the messages name it. */
export const PROFILE_LABELS: Readonly<Record<Locale, Record<ProfileTextField | 'city' | 'availability' | 'student_types' | 'cv', string>>> = {
  fr: {
    first_name: 'Prénom',
    last_name: 'Nom',
    phone: 'Téléphone',
    presentation: 'Présentation',
    city: 'Ville',
    availability: 'Disponibilités',
    student_types: 'Types de jobs étudiants',
    cv: 'CV',
  },
  en: {
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone',
    presentation: 'Introduction',
    city: 'City',
    availability: 'Availability',
    student_types: 'Student job types',
    cv: 'CV',
  },
};

/** The messages of the profile's rules, in the words of the site's validation messages where they have them. */
export const PROFILE_MESSAGES = {
  fr: {
    max: (label: string, max: number) => `${label} doit contenir au plus ${max} caractères`,
    text: (label: string) => `${label} doit être un texte`,
    phone: 'Téléphone doit être un numéro valide : 06 12 34 56 78, ou avec l’indicatif de son pays (+44 7700 900123)',
    city: 'Ville doit être une commune choisie dans la liste',
    availability: 'Disponibilités : jours, moments de la journée et heures par semaine (1 à 48) seulement',
    studentTypes: 'Types de jobs étudiants : choisissez parmi les types proposés',
    cvType: 'Le CV doit être un fichier PDF ou DOCX (son contenu, pas seulement son nom).',
    cvSize: 'Le CV ne peut dépasser 5 Mo.',
    cvMissing: 'Aucun fichier reçu : envoyez le CV dans le champ « file ».',
    cvNone: 'Aucun CV dans votre profil.',
    gaps: {
      first_name: 'votre prénom',
      last_name: 'votre nom',
      phone: 'votre téléphone',
      cv_or_presentation: 'un CV ou une présentation',
    } satisfies Record<ProfileGap, string>,
    incomplete: (gaps: string) => `Pour postuler, complétez votre profil : ${gaps}.`,
  },
  en: {
    max: (label: string, max: number) => `${label} must be at most ${max} characters`,
    text: (label: string) => `${label} must be text`,
    phone: 'Phone must be a valid number: 06 12 34 56 78, or with its country code (+44 7700 900123)',
    city: 'City must be a town chosen from the list',
    availability: 'Availability: days, times of day and hours a week (1 to 48) only',
    studentTypes: 'Student job types: choose among the types offered',
    cvType: 'The CV must be a PDF or DOCX file (its content, not only its name).',
    cvSize: 'The CV cannot exceed 5 MB.',
    cvMissing: 'No file received: send the CV in the « file » field.',
    cvNone: 'There is no CV in your profile.',
    gaps: {
      first_name: 'your first name',
      last_name: 'your last name',
      phone: 'your phone number',
      cv_or_presentation: 'a CV or an introduction',
    } satisfies Record<ProfileGap, string>,
    incomplete: (gaps: string) => `To apply, complete your profile: ${gaps}.`,
  },
} as const;

/** « votre prénom, votre téléphone et un CV ou une présentation »: the gaps in a sentence. */
export function gapsSentence(gaps: readonly ProfileGap[], locale: Locale): string {
  const words = gaps.map((gap) => PROFILE_MESSAGES[locale].gaps[gap]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${locale === 'fr' ? 'et' : 'and'} ${words[words.length - 1]}`;
}
