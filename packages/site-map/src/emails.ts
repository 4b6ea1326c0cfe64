/**
 * The emails the CMS sends, as data: each kind's facts, which the site's email templates (src/emails/,
 * bundled for the CMS by scripts/build-renderers.mjs) lay out in the reader's language. The CMS says what
 * happened; the templates say it, in words of the site's message catalogue (src/locales/<language>/emails.json).
 */
import type { Answer, InterviewProposal, RefusalReason } from './applications';
import type { Locale } from './locales';
import type { OfferCard } from './offer-api';
import type { Availability } from './rhythm';

/** An offer as an email names it: its title, number and page, and where it is. */
export type EmailOffer = { title: string; offer_id: number; url: string; place: string | null };

/** How to reach an agency. */
export type EmailAgency = { name: string; email: string | null; website: string | null };

export type EmailData = {
  /**
   * An email whose text was written elsewhere (users-permissions' account emails, editable in the admin):
   * paragraphs a blank line apart; a paragraph « Label : https://… » becomes a button, a lone address a link.
   */
  text: { subject: string; text: string };
  /** To the owner of an address someone tried to register with. */
  'registration-attempt': { login: string; forgot: string };
  /** To the team: a contact request, its fields as the form labels them. */
  'contact-team': {
    company: string;
    name: string;
    fields: (readonly [label: string, value: string])[];
    comment: string | null;
    marketing: boolean;
    request: string;
  };
  /** To the sender of a contact request. */
  'contact-receipt': { first_name: string; company: string; phone: string; marketing: boolean };
  /** To a visitor who asked for a job alert: confirm it. */
  'alert-confirmation': { summary: string; confirm: string };
  /** An alert's new offers. */
  'alert-digest': { summary: string; total: number; offers: OfferCard[]; list: string; account: string | null; unsubscribe: string };
  /** To the agency: an application to one of its offers, with its one-click answers. */
  'application-agency': {
    offer: EmailOffer;
    candidate: {
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      city: string | null;
      availability: Availability | null;
      student: boolean;
      student_types: string[];
      presentation: string | null;
    };
    message: string | null;
    cv: { name: string; view: string } | null;
    /** The last day the links and the CV hold (ISO). */
    until: string;
    answers: Record<Answer, string>;
  };
  /** To the candidate: the agency's answer. */
  'application-answer': {
    answer: Answer;
    first_name: string | null;
    offer: EmailOffer;
    agency: EmailAgency | null;
    reason: RefusalReason | null;
    /** What the agency added to its proposal of an interview. */
    interview: InterviewProposal | null;
    applications: string;
  };
};

export type EmailKind = keyof EmailData;

/** What a template needs besides its facts: the language, the brand that signs, the site it links to. */
export type EmailRequest<K extends EmailKind = EmailKind> = { kind: K; locale: Locale; brand: string; siteUrl: string; data: EmailData[K] };

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * A run's digest writer: `write` writes one digest; `prepare` writes ahead one of the frames the digests
 * share (each language and kind of count), true while some remain, so that a run writes them between its
 * slices rather than inside the first digests that need them.
 */
export type DigestWriter = {
  write: (locale: Locale, data: EmailData['alert-digest']) => RenderedEmail;
  prepare: () => boolean;
};

/** The templates' entry (src/emails/render.tsx), as the CMS loads it. */
export type EmailRenderer = {
  renderEmail: <K extends EmailKind>(request: EmailRequest<K>) => RenderedEmail;
  /**
   * The writer of many alert digests with one brand and site (a run of the alerts): the same emails as
   * renderEmail's `alert-digest`, the parts they share written once.
   */
  digestWriter: (brand: string, siteUrl: string) => DigestWriter;
  /** The account emails' texts for users-permissions' store (subject and text, links put in), in a language. */
  accountTexts: (locale: Locale, brand: string, links: { confirm: string; reset: string }) => Record<'confirm' | 'reset', { subject: string; text: string }>;
};
