/**
 * The signed links of alerts: a visitor's confirmation (double opt-in) and the unsubscription
 * of every alert email (RFC 8058's one-click POST, and the page the body's link opens). Each names one
 * alert and what it does, signed with HMAC-SHA256 under LINK_SIGNING_SECRET (a domain of its own: an
 * application's link is never an alert's). They do not expire: an old email still unsubscribes. Pure.
 *
 * Shape: `<documentId>.<c|u>.<signature, base64url>`.
 */
import crypto from 'node:crypto';
import { sameSignature } from '../security/signatures';
import { ALERT_PENDING_HOURS } from '@rythmo/site-map';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';
const CODES: Record<AlertLinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

const signature = (secret: string, payload: string): Buffer => crypto.createHmac('sha256', secret).update(`alert:${payload}`).digest();

export function signAlertLink(secret: string, alert: string, purpose: AlertLinkPurpose): string {
  const payload = `${alert}.${CODES[purpose]}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The alert a token names for this purpose, if it was signed with the secret; null otherwise. */
export function checkAlertLink(secret: string, token: unknown, purpose: AlertLinkPurpose): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[a-z0-9]{1,64}$/.test(parts[0]) || parts[1] !== CODES[purpose]) return null;
  return sameSignature(parts[2], signature(secret, `${parts[0]}.${parts[1]}`)) ? parts[0] : null;
}

/** When a pending alert was made before this, its confirmation link no longer confirms it (the daily purge deletes it). */
export const pendingSince = (now: Date = new Date()): Date => new Date(now.getTime() - ALERT_PENDING_HOURS * 3600_000);
