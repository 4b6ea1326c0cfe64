/**
 * The candidate's profile (« Mon profil »): one definition for the CMS's routes, which check what
 * they receive, and the site's screens, which check before sending. Its fields and their longest length,
 * the availability in the jobs list's own rhythm vocabulary (days, times of day, hours a week), the CV's
 * accepted types (read from its bytes) and size and what applying needs. Its words are in the shared
 * catalogue (shared-messages.ts).
 */
import { ANY_PHONE } from './contact';
import type { Availability } from './rhythm';

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
