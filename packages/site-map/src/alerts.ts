/**
 * Job alerts: a saved search of the jobs list, sent by email when new offers match it. One
 * definition for the CMS's routes and run (cms/src/alerts/) and the site's screens.
 */
import type { Day, Slot } from './offers';
import type { RhythmMatch } from './offer-api';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const isAlertFrequency = (value: unknown): value is AlertFrequency => ALERT_FREQUENCIES.includes(value as AlertFrequency);

/** Alerts one email address may hold (a candidate's, or a visitor's), once confirmed: those waiting for their link do not count. */
export const ALERTS_PER_EMAIL = 20;
/** How long a visitor's alert waits for the link of its email: past it, the link no longer confirms it, and it is deleted. */
export const ALERT_PENDING_HOURS = 48;
/** Alerts waiting for their link that one address may be sent within a day (its `+…` part and case aside). */
export const ALERTS_PENDING_PER_ADDRESS = 3;
/** Offers one alert's email lists at most; the whole list is one link away. */
export const ALERT_MAX_OFFERS = 10;
/** The longest search string an alert keeps (the jobs list's query string, its page left out). */
export const ALERT_SEARCH_MAX = 1000;

/** An alert's states: waiting for its visitor's confirmation (double opt-in), sent, paused by its owner. */
export const ALERT_STATES = ['pending', 'active', 'paused'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/**
 * The pages an alert's emails link to, without JavaScript: their form posts to the page itself; nginx
 * forwards that POST to the alert route with this header naming the page's language, and the CMS answers
 * 303 back to the page with one of these fragments, which the page's no-script block shows.
 */
export const ALERT_FORM_HEADER = 'x-rythmo-alert-form';
export const ALERT_FORM_RESULTS = ['done', 'invalid', 'failed'] as const;
export type AlertFormResult = (typeof ALERT_FORM_RESULTS)[number];

/** An alert as its owner reads it (GET /api/alerts). */
export type Alert = {
  id: string;
  search: string;
  summary: string;
  frequency: AlertFrequency;
  state: AlertState;
  created_at: string;
  last_sent_at: string | null;
};

/** What an alert's search says, its slugs already named (the CMS names them from its lists). */
export type AlertSearchWords = {
  text: string | null;
  works: string[];
  contracts: string[];
  studentTypes: string[];
  agencies: string[];
  events: string[];
  cities: string[];
  place: { name: string | null; radiusKm: number } | null;
  area: string | null;
  days: Day[];
  slots: Slot[];
  /** Whether the offers include one of the days and times (any) or ask for none but them (only). */
  rhythmMatch: RhythmMatch;
  maxHours: number | null;
  /** The least pay an hour, in euros. */
  minPay: number | null;
  /** « Disponible le … »: dates (YYYY-MM-DD). */
  availableOn: string[];
};
