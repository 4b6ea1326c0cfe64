import { expect, test } from '@playwright/test';
import { siteUrl } from './support/site';

// The live routes through the static host: nginx forwards them (cached), the public content API, and
// nothing else of the CMS but the accounts (candidates-api.spec.ts). The routes themselves: tests/api/live-api.spec.ts.

test.describe('through the static host', () => {
  test('forwards the live routes (cached) and the public content API, nothing else of the CMS but the accounts (candidates-api.spec.ts)', async () => {
    const first = await fetch(siteUrl('/api/rythmo/geo-search?type=CITY&query=nantes&limit=1'));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { name: string }[])[0].name).toBe('Nantes');
    const again = await fetch(siteUrl('/api/rythmo/geo-search?type=CITY&query=nantes&limit=1'));
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    const agencies = await fetch(siteUrl('/api/agencies?pagination[limit]=5&locale=fr'));
    expect(agencies.status).toBe(200);
    expect(((await agencies.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    for (const path of [
      '/api/users',
      '/api/users/1',
      '/api/upload/files',
      '/api/content-type-builder/content-types',
      '/api/auth/local/unknown',
      '/api/contact-requests',
      '/api/rythmo',
    ]) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ data: null, error: { status: 404 } });
    }
    const post = await fetch(siteUrl('/api/agencies'), { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(post.status).toBe(403);
  });
});
