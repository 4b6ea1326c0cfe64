import { expect, test } from '@playwright/test';
import { apiCall, candidateOn, SQLITE_API } from '../e2e/support/candidates';

// Values of the wrong shape: an object or a list where text is expected is a 400 on
// its field, in the request's language, never a 500.

type Invalid = { error: { status: number; details: { errors: { path: string[] }[] } } };

test('an object or a list where the profile or an alert expects text is a 400 on its field', async () => {
  const me = await candidateOn(SQLITE_API);
  for (const value of [{ $ne: 1 }, ['Alice']]) {
    const profile = await apiCall(SQLITE_API, '/profile', { method: 'PUT', jwt: me.jwt, body: { data: { first_name: value } } });
    expect(profile.status, JSON.stringify(value)).toBe(400);
    expect(((await profile.json()) as Invalid).error.details.errors.map((error) => error.path.join('.'))).toContain('data.first_name');
  }
  for (const value of [{ $ne: 1 }, ['a@exemple.fr']]) {
    const alert = await apiCall(SQLITE_API, '/alerts', { body: { data: { search: 'query=serveur', frequency: 'daily', email: value } } });
    expect(alert.status, JSON.stringify(value)).toBe(400);
    expect(((await alert.json()) as Invalid).error.details.errors.map((error) => error.path.join('.'))).toContain('data.email');
  }
});
