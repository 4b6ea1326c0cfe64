/**
 * A candidate's rhythm (« Mon profil ») against an offer's: what « Selon mon rythme » shows on each
 * card of the jobs list. Apart from the profile's module so that the list's first load carries only this.
 */
import type { Day, Slot } from './offers';

/** When a candidate can work: any of these days, at any of these times, at most so many hours a week. */
export type Availability = { days: Day[]; slots: Slot[]; hours_per_week: number | null };

/** Whether an availability says anything (no day, no time, no hours is no availability). */
export const availabilitySet = (availability: Availability | null): availability is Availability =>
  availability !== null && (availability.days.length > 0 || availability.slots.length > 0 || availability.hours_per_week !== null);

/** What of an offer's rhythm is outside an availability: its days and times the candidate has not, its hours beyond theirs. */
export type RhythmGaps = { days: Day[]; slots: Slot[]; hours: number | null };

export function rhythmGaps(rhythm: { days: readonly Day[]; slots: readonly Slot[]; hours_per_week: number }, availability: Availability): RhythmGaps {
  return {
    days: availability.days.length === 0 ? [] : rhythm.days.filter((day) => !availability.days.includes(day)),
    slots: availability.slots.length === 0 ? [] : rhythm.slots.filter((slot) => !availability.slots.includes(slot)),
    hours: availability.hours_per_week !== null && rhythm.hours_per_week > availability.hours_per_week ? rhythm.hours_per_week : null,
  };
}

/** Whether an offer's rhythm fits an availability: each of its days and times is one the candidate has, and its hours are within. */
export function fitsAvailability(rhythm: { days: readonly Day[]; slots: readonly Slot[]; hours_per_week: number }, availability: Availability): boolean {
  const gaps = rhythmGaps(rhythm, availability);
  return gaps.days.length === 0 && gaps.slots.length === 0 && gaps.hours === null;
}
