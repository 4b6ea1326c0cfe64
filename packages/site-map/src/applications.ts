/**
 * An application's life (issue 31), one definition for the CMS, which moves it, and the site, which shows
 * it: its states, the recruiter's three answers (each a signed link of the agency's email), the reasons a
 * refusal gives, how long a link works, and the limits of applying.
 */
import type { Locale } from './locales';

/** sent → seen (the recruiter opened an answer page) → interview, refused or filled. */
export const APPLICATION_STATES = ['sent', 'seen', 'interview', 'refused', 'filled'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The recruiter's answers: each moves the application once, to the state of its name. */
export const ANSWERS = ['interview', 'refused', 'filled'] as const;
export type Answer = (typeof ANSWERS)[number];
export const isAnswer = (value: unknown): value is Answer => (ANSWERS as readonly unknown[]).includes(value);

/** After a refusal or a filled position, nothing moves any more; an interview may still end either way. */
export const FINAL_STATES: ReadonlySet<ApplicationState> = new Set<ApplicationState>(['refused', 'filled']);

/** Whether an answer moves an application in this state. */
export const answerMoves = (state: ApplicationState, answer: Answer): boolean => state !== answer && !FINAL_STATES.has(state);

/** The reasons a refusal may give (the agency picks one on the answer page). */
export const REFUSAL_REASONS = ['profile', 'availability', 'experience', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** How long the links of an agency's email work, from the day it was sent. */
export const ANSWER_LINK_DAYS = 60;
/** Applications one candidate may send within a day. */
export const APPLICATIONS_PER_DAY = 100;

/** One step of an application: its state from that moment. */
export type ApplicationStep = { state: ApplicationState; at: string; reason?: RefusalReason };

/** The words of the states, answers and reasons, for the site's pages and the CMS's emails. */
export const APPLICATION_WORDS: Readonly<
  Record<Locale, { states: Record<ApplicationState, string>; answers: Record<Answer, string>; reasons: Record<RefusalReason, string> }>
> = {
  fr: {
    states: { sent: 'Envoyée', seen: 'Vue par l’agence', interview: 'Entretien proposé', refused: 'Non retenue', filled: 'Poste pourvu' },
    answers: { interview: 'Proposer un entretien', refused: 'Candidature non retenue', filled: 'Poste pourvu' },
    reasons: {
      profile: 'Le profil ne correspond pas au poste',
      availability: 'Les disponibilités ne correspondent pas',
      experience: 'L’expérience demandée manque',
      other: 'Une autre candidature a été retenue',
    },
  },
  en: {
    states: { sent: 'Sent', seen: 'Seen by the agency', interview: 'Interview offered', refused: 'Not selected', filled: 'Position filled' },
    answers: { interview: 'Offer an interview', refused: 'Application not selected', filled: 'Position filled' },
    reasons: {
      profile: 'The profile does not match the position',
      availability: 'The availability does not match',
      experience: 'The experience required is missing',
      other: 'Another application was selected',
    },
  },
};
