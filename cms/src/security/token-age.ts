/**
 * Whether a token was issued before the account's password last changed, so it no longer counts. A
 * token carries `issuedAtMs` (ours, in milliseconds) or only JWT's `iat` (seconds: tokens issued before
 * the millisecond claim existed).
 */
export function tokenOutlived(payload: Record<string, unknown>, passwordChangedAt: string | Date | null): boolean {
  if (passwordChangedAt === null) return false;
  const changed = new Date(passwordChangedAt).getTime();
  if (Number.isNaN(changed)) return false;
  const issued = typeof payload.issuedAtMs === 'number' ? payload.issuedAtMs : typeof payload.iat === 'number' ? payload.iat * 1000 : Number.NaN;
  // A token with neither claim was not issued here: refused.
  return Number.isNaN(issued) || issued < changed;
}
