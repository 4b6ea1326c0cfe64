import path from 'path';
import { expect, type Page } from '@playwright/test';
import type { Availability } from '@rythmo/site-map';
import { siteUrl } from './site';
import { linkIn, waitForMail } from './mail';
import { SESSION_COOKIE, TOKEN_KEY } from '../../../src/features/auth/token-store';

// Candidate accounts as the tests make them: through the site's own origin, as the browser calls the API,
// with the confirmation email read from the stack's mail sink.

export type ApiError = { data: null; error: { status: number; name: string; message: string } };
export type Session = { jwt: string; user: { id: number; email: string; username: string; confirmed: boolean } };

/**
 * The page's browser holds a candidate's session as it does once signed in on this origin: the token in
 * localStorage and the cookie saying one is held (src/features/auth/token-store.ts). The page must be on the
 * site's origin.
 */
export async function holdSession(page: Page, jwt: string): Promise<void> {
  await page.evaluate(
    ([key, cookie, token]) => {
      localStorage.setItem(key, token);
      document.cookie = `${cookie}=1; Path=/; SameSite=Lax`;
    },
    [TOKEN_KEY, SESSION_COOKIE, jwt],
  );
}

/** The site's public address, as the CMS writes it in emails and redirects (SITE_URL: localhost). */
export const publicUrl = (path: string): string => siteUrl(path).replace('//127.0.0.1:', '//localhost:');
/** A link of an email, followed from here (the loopback address the tests use). */
export const follow = (link: string): Promise<Response> => fetch(link.replace('//localhost:', '//127.0.0.1:'), { redirect: 'manual' });
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
export type CallInit = { method?: string; body?: unknown; jwt?: string; language?: string; form?: FormData };

/**
 * A CMS as the tests call it: through the site's origin (nginx, SQLite), or directly (SQLite or
 * PostgreSQL); its mail sink, its search thread, its own port (the operators' and the admin's routes) and
 * the folder of its files (its database's, for SQLite).
 */
export type Api = { name: string; base: () => string; mailDir: () => string | undefined; search: () => string; cms: () => string; dataDir: () => string };

const dataDir = (): string => process.env.E2E_DATA_DIR ?? '';
/** The stack's site: the API through nginx, the mails of its CMS. */
export const SITE_API: Api = {
  name: 'SQLite, through the site',
  base: () => siteUrl(''),
  mailDir: () => undefined,
  search: () => siteUrl(''),
  cms: () => process.env.E2E_CMS_URL ?? '',
  dataDir,
};
/** The SQLite CMS called directly (the API's tests). */
export const SQLITE_API: Api = {
  name: 'SQLite',
  base: () => process.env.E2E_CMS_URL ?? '',
  mailDir: () => undefined,
  search: () => process.env.E2E_SEARCH_URL ?? '',
  cms: () => process.env.E2E_CMS_URL ?? '',
  dataDir,
};
/** The PostgreSQL CMS of the global setup, called directly, with its own mail sink. */
export const POSTGRES_API: Api = {
  name: 'PostgreSQL',
  base: () => process.env.E2E_PG_CMS_URL ?? '',
  mailDir: () => path.join(dataDir(), 'postgres-cms', 'mail'),
  search: () => process.env.E2E_PG_SEARCH_URL ?? '',
  cms: () => process.env.E2E_PG_CMS_URL ?? '',
  dataDir: () => path.join(dataDir(), 'postgres-cms'),
};

/** The live offers of a CMS with an agency, newest first, from its offer search. */
export async function offersWithAgency(api: Api): Promise<{ offer_id: number; slug: string; title: string; agency: { slug: string; name: string } }[]> {
  const answer = (await (await fetch(`${api.search()}/api/rythmo/job-offers?sort=-publication_date`)).json()) as {
    data: { offer_id: number; slug: string; title: string; agency: { slug: string; name: string } | null }[];
  };
  return answer.data.flatMap((offer) => (offer.agency === null ? [] : [{ ...offer, agency: offer.agency }]));
}

/** A call of an API route (`path` after /api), JSON or a multipart form, with a token and a language. */
export const apiCall = (api: Api, path: string, init: CallInit = {}): Promise<Response> =>
  fetch(`${api.base()}/api${path}`, {
    method: init.method ?? (init.body === undefined && init.form === undefined ? 'GET' : 'POST'),
    redirect: 'manual',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.jwt === undefined ? {} : { authorization: `Bearer ${init.jwt}` }),
      ...(init.language === undefined ? {} : { 'accept-language': init.language }),
    },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });

export const call = (path: string, init: CallInit = {}): Promise<Response> => apiCall(SITE_API, path, init);

/**
 * Registers an account on a CMS (in a language: its emails') and confirms it with the code of its email; resolves with its first login.
 * The email's link names the site; on another CMS, its code is sent to that CMS.
 */
export async function candidateOn(api: Api, language?: 'fr' | 'en'): Promise<Session & { password: string }> {
  const name = `candidat-${unique()}`;
  const email = `${name}@exemple.fr`;
  const password = `Tournesol-${unique()}`;
  const registered = await apiCall(api, '/auth/local/register', { body: { username: name, email, password, ...(language === undefined ? {} : { language }) } });
  expect(registered.status).toBe(200);
  const mail = await waitForMail(email, 1, api.mailDir());
  const confirmation = '/api/auth/email-confirmation?confirmation=';
  const confirmed =
    api === SITE_API
      ? await follow(linkIn(mail, publicUrl(confirmation)))
      : await fetch(`${api.base()}${confirmation}${/confirmation=([^"&\s]+)/.exec(mail.text)?.[1] ?? ''}`, { redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  const login = await apiCall(api, '/auth/local', { body: { identifier: email, password } });
  expect(login.status, await login.clone().text()).toBe(200);
  return { ...((await login.json()) as Session), password };
}

/** A candidate of the site's CMS. */
export const candidate = (): Promise<Session & { password: string }> => candidateOn(SITE_API);

/** The newest live offer (or the `rank`th newer), from the live search of a CMS, through the site by default. */
export async function liveOffer(rank = 0, api: Api = SITE_API): Promise<{ offer_id: number; slug: string; title: string }> {
  const answer = (await (await fetch(`${api.search()}/api/rythmo/job-offers?sort=-publication_date`)).json()) as {
    data: { offer_id: number; slug: string; title: string }[];
  };
  return answer.data[rank];
}

/** A profile that can apply: names (the last one `lastName`, to find its emails), a phone, a presentation; a CV when given. */
export async function completeProfile(
  api: Api,
  jwt: string,
  { lastName = `Martin-${unique()}`, cv }: { lastName?: string; cv?: { bytes: Uint8Array<ArrayBuffer>; name: string } } = {},
): Promise<{ first_name: string; last_name: string; phone: string; availability: Availability }> {
  const data = {
    first_name: 'Camille',
    last_name: lastName,
    phone: '06 12 34 56 78',
    city: { code: '69123', name: 'Lyon' },
    availability: { days: ['sat', 'sun'], slots: ['morning', 'afternoon'], hours_per_week: 20 } satisfies Availability as Availability,
    student: true,
    student_types: ['week-end'],
    presentation: 'Étudiante en BTS, disponible le week-end.',
  };
  const saved = await apiCall(api, '/profile', { method: 'PUT', body: { data }, jwt });
  expect(saved.status, await saved.clone().text()).toBe(200);
  if (cv !== undefined) {
    const form = new FormData();
    form.append('file', new Blob([cv.bytes], { type: 'application/pdf' }), cv.name);
    const sent = await apiCall(api, '/profile/cv', { method: 'PUT', form, jwt });
    expect(sent.status, await sent.clone().text()).toBe(200);
  }
  return data;
}
