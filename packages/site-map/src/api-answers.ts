/**
 * What the live API's routes answer (API_ROUTES, ./api-routes.ts), by route: the CMS's handlers build these
 * shapes (their present functions are typed by them) and the site's client reads them (`apiRequest` returns
 * its route's answer type); docs/api/openapi.json describes them from these types. A route absent here
 * answers nothing to read (a 204, a file, a redirect).
 */
import type { Alert } from './alerts';
import type { ApplicationState, ApplicationStep, RefusalReason } from './applications';
import type { GenericItem, GeoPlace, OfferSearchAnswer } from './offer-api';
import type { Profile } from './profile';
import type { ApiCall, ApiRouteName } from './api-routes';

/** An account as users-permissions answers it: never its password or its tokens. */
export type AccountUser = { id: number; username: string; email: string; confirmed: boolean; blocked: boolean };
/** A login: the token (7 days) and its account. */
export type Session = { jwt: string; user: AccountUser };

/** A record's offer: the live offer's, else what the record kept of it; an application keeps its start and agency as they were. */
export type RecordOffer = {
  offer_id: number;
  slug: string;
  title: string;
  place: string | null;
  city: string | null;
  start_date: string | null;
  agency: string | null;
  live: boolean;
} | null;

/** One of the candidate's applications. */
export type ApplicationRecord = {
  id: string;
  created_at: string;
  state: ApplicationState;
  steps: ApplicationStep[];
  refusal_reason: RefusalReason | null;
  message: string | null;
  offer: RecordOffer;
};
/** One of the candidate's saved offers. */
export type SavedOfferRecord = { id: string; created_at: string; offer: RecordOffer };

/** An application as its agency's answer link shows it. */
export type AnswerInfo = {
  purpose: string;
  state: ApplicationState;
  refusal_reason: RefusalReason | null;
  steps: ApplicationStep[];
  sent_at: string;
  expires_at: string;
  candidate: { first_name: string; last_name: string; email: string; phone: string } | null;
  offer: { title: string; offer_id: number; slug: string; agency: string | null } | null;
  has_cv: boolean;
  /** After an answer: whether it moved the application (a second click changes nothing). */
  changed?: boolean;
};

type Data<T> = { data: T };

/** Each route's answer, by name. */
export type ApiAnswers = {
  offerSearch: OfferSearchAnswer;
  geoSearch: GeoPlace[];
  works: GenericItem[];
  contractTypes: GenericItem[];
  login: Session;
  /** While the email is to confirm, the account alone: the token comes with the confirmation. */
  register: { user: AccountUser; jwt?: string };
  forgotPassword: { ok: true };
  resetPassword: Session;
  changePassword: Session;
  sendEmailConfirmation: { email: string; sent: true };
  me: AccountUser;
  profile: Data<Profile>;
  profileUpdate: Data<Profile>;
  cvUpload: Data<Profile>;
  applications: Data<ApplicationRecord[]>;
  applicationCreate: Data<ApplicationRecord>;
  savedOffers: Data<SavedOfferRecord[]>;
  savedOfferCreate: Data<SavedOfferRecord>;
  answerInfo: Data<AnswerInfo>;
  answer: Data<AnswerInfo>;
  alerts: Data<Alert[]>;
  alertCreate: Data<Alert>;
  alertUpdate: Data<Alert>;
  alertConfirm: Data<Alert>;
  /** null once the alert is gone. */
  alertUnsubscribeInfo: Data<Alert | null>;
  alertUnsubscribe: Data<{ unsubscribed: true }>;
  contactRequest: Data<{ id: string }>;
};

/** A call's route name. */
export type CallName<Call extends ApiCall> = Call extends string ? Call : Call[0];
/** What a route answers (undefined for one that answers nothing to read). */
export type ApiAnswer<Name extends ApiRouteName> = Name extends keyof ApiAnswers ? ApiAnswers[Name] : undefined;
