/**
 * An application's life, one definition for the CMS, which moves it, and the site, which shows
 * it: its states, the recruiter's three answers (each a signed link of the agency's email), the reasons a
 * refusal gives, how long a link works, and the limits of applying.
 */

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

/**
 * What an agency may add to its proposal of an interview, each part optional: when (a day and a time of
 * Paris, `YYYY-MM-DDTHH:mm`, as a date-time field gives it), where, and a message to the candidate.
 */
export type InterviewProposal = { at: string | null; place: string | null; message: string | null };
/** The longest place and message of an interview proposal. */
export const INTERVIEW_PLACE_MAX = 200;
export const INTERVIEW_MESSAGE_MAX = 1000;
/** A day and a time as a date-time field gives them, checked against the calendar (2027-02-30T10:00 is not one). */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/** One step of an application: its state from that moment; an interview's proposal with it. */
export type ApplicationStep = { state: ApplicationState; at: string; reason?: RefusalReason; interview?: InterviewProposal };
