import { checkLink, signLink } from '../../../cms/src/candidate/answer-links';
import { retryDelayMs } from '../../../cms/src/email/outbox';

const SECRET = 'un-secret-de-test';
const LATER = new Date('2027-01-25T12:00:00Z');
const NOW = new Date('2026-11-26T12:00:00Z');

describe('the signed links of an agency’s email', () => {
  it('hold what they were signed for until their date', () => {
    const token = signLink(SECRET, 'hrwsqm1tx4mr5s26yj08aebq', 'interview', LATER);
    expect(checkLink(SECRET, token, NOW)).toEqual({ ok: true, application: 'hrwsqm1tx4mr5s26yj08aebq', purpose: 'interview', expiresAt: LATER });
  });

  it('stop at their date, and say when', () => {
    const token = signLink(SECRET, 'abc', 'view', LATER);
    expect(checkLink(SECRET, token, new Date(LATER.getTime() + 1000))).toEqual({ ok: false, reason: 'expired', expiresAt: LATER });
  });

  it('are refused when any part was changed, or signed with another secret', () => {
    const token = signLink(SECRET, 'abc', 'refused', LATER);
    const [id, purpose, expiry, signature] = token.split('.');
    for (const changed of [
      [id, 'interview', expiry, signature],
      ['abd', purpose, expiry, signature],
      [id, purpose, (parseInt(expiry, 36) + 1).toString(36), signature],
      [id, purpose, expiry, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ])
      expect(checkLink(SECRET, changed.join('.'), NOW)).toMatchObject({ ok: false, reason: 'forged' });
    expect(checkLink('un-autre-secret', token, NOW)).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('are refused when their signature is spelled otherwise, though it decodes to the same bytes', () => {
    const token = signLink(SECRET, 'abc', 'view', LATER);
    const last = token.slice(-1);
    // The last of 43 characters carries 4 bits of the 256: its 2 low bits are dropped by the decoder.
    const sibling = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      .split('')
      .find(
        (character) =>
          character !== last &&
          Buffer.from(`${token.split('.')[3].slice(0, -1)}${character}`, 'base64url').equals(Buffer.from(token.split('.')[3], 'base64url')),
      );
    expect(sibling).toBeDefined();
    for (const spelled of [`${token}=`, `${token} `, `${token.slice(0, -1)}${sibling ?? ''}`])
      expect(checkLink(SECRET, spelled, NOW)).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('are refused when malformed', () => {
    for (const token of [undefined, '', 'a.b.c', 'abc.unknown.ts6jb6.xyz', 'ABC.view.ts6jb6.xyz', ['abc'], 'x'.repeat(201)])
      expect(checkLink(SECRET, token, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

it('the email queue waits twice as long after each failure, up to its longest wait', () => {
  const config = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
  expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(config, attempts))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
});
