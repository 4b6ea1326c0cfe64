/**
 * The signed links of an agency's email: each names one application, what it allows (`view`:
 * the application and its CV; or one of the three answers, which also allow viewing) and when it stops
 * working, signed with HMAC-SHA256 under LINK_SIGNING_SECRET. Nothing is stored: a link holds itself, no
 * one can make or change one without the secret, and it works without an account. Pure.
 *
 * Shape: `<documentId>.<what>.<expiry, seconds, base 36>.<signature, base64url>`, in a query string.
 */
import crypto from 'node:crypto';
import { ANSWERS, type Answer } from '@rythmo/site-map';
import { sameSignature } from '../security/signatures';

export type LinkPurpose = 'view' | Answer;
const PURPOSES: readonly LinkPurpose[] = ['view', ...ANSWERS];

export type LinkCheck =
  { ok: true; application: string; purpose: LinkPurpose; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired'; expiresAt?: Date };

const signature = (secret: string, payload: string): Buffer => crypto.createHmac('sha256', secret).update(payload).digest();

/** A link's token for an application, a purpose, until a moment. */
export function signLink(secret: string, application: string, purpose: LinkPurpose, expiresAt: Date): string {
  const payload = `${application}.${purpose}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** What a token allows, if it was signed with the secret and has not expired at `now`. */
export function checkLink(secret: string, token: unknown, now: Date = new Date()): LinkCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4 || !/^[a-z0-9]{1,64}$/.test(parts[0]) || !PURPOSES.includes(parts[1] as LinkPurpose) || !/^[a-z0-9]{1,10}$/.test(parts[2]))
    return { ok: false, reason: 'malformed' };
  if (!sameSignature(parts[3], signature(secret, parts.slice(0, 3).join('.')))) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(parseInt(parts[2], 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', expiresAt };
  return { ok: true, application: parts[0], purpose: parts[1] as LinkPurpose, expiresAt };
}
