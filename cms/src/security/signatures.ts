import crypto from 'node:crypto';

/**
 * Whether a link's signature is the expected one, written as it was signed: compared as text, not as the
 * bytes it decodes to, since base64url decoding forgives (a trailing `=` or space, other low bits in the last
 * character): one link, one spelling.
 */
export function sameSignature(given: string, expected: Buffer): boolean {
  const written = Buffer.from(expected.toString('base64url'));
  const sent = Buffer.from(given);
  return sent.length === written.length && crypto.timingSafeEqual(sent, written);
}
