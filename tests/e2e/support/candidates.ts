import { expect } from '@playwright/test';
import { siteUrl } from './site';
import { linkIn, waitForMail } from './mail';

// Candidate accounts as the tests make them: through the site's own origin, as the browser calls the API,
// with the confirmation email read from the stack's mail sink.

export type ApiError = { data: null; error: { status: number; name: string; message: string } };
export type Session = { jwt: string; user: { id: number; email: string; username: string; confirmed: boolean } };

/** The site's public address, as the CMS writes it in emails and redirects (SITE_URL: localhost). */
export const publicUrl = (path: string): string => siteUrl(path).replace('//127.0.0.1:', '//localhost:');
/** A link of an email, followed from here (the loopback address the tests use). */
export const follow = (link: string): Promise<Response> => fetch(link.replace('//localhost:', '//127.0.0.1:'), { redirect: 'manual' });
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
export const call = (path: string, init: { method?: string; body?: unknown; jwt?: string } = {}): Promise<Response> =>
  fetch(siteUrl(`/api${path}`), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    redirect: 'manual',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.jwt === undefined ? {} : { authorization: `Bearer ${init.jwt}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** Registers an account and follows the confirmation link of its email; resolves with its first login. */
export async function candidate(): Promise<Session & { password: string }> {
  const name = `candidat-${unique()}`;
  const email = `${name}@exemple.fr`;
  const password = `Tournesol-${unique()}`;
  const registered = await call('/auth/local/register', { body: { username: name, email, password } });
  expect(registered.status).toBe(200);
  const confirmed = await follow(linkIn(await waitForMail(email), publicUrl('/api/auth/email-confirmation?confirmation=')));
  expect(confirmed.status).toBe(302);
  const login = await call('/auth/local', { body: { identifier: email, password } });
  expect(login.status, await login.clone().text()).toBe(200);
  return { ...((await login.json()) as Session), password };
}

/** The newest live offer, from the live search. */
export async function liveOffer(rank = 0): Promise<{ offer_id: number; slug: string; title: string }> {
  const answer = (await (await call('/rythmo/job-offers?sort=-publication_date')).json()) as { data: { offer_id: number; slug: string; title: string }[] };
  return answer.data[rank];
}
