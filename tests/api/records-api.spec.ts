import { expect, test } from '@playwright/test';
import { apiCall, candidateOn, completeProfile, liveOffer, SQLITE_API, type ApiError, type CallInit } from '../e2e/support/candidates';
import { mailsTo } from '../e2e/support/mail';
import { EXPIRED_OFFER } from '../e2e/support/offers';

// A candidate's applications and saved offers, on the CMS itself (the site's screens call the same routes
// through nginx: tests/e2e/applications.spec.ts).

type Record = {
  id: string;
  created_at: string;
  state?: string;
  message?: string | null;
  offer: { offer_id: number; slug: string; title: string; live: boolean } | null;
};

const on = (path: string, init: CallInit = {}): Promise<Response> => apiCall(SQLITE_API, path, init);

test.describe('applications and saved offers', () => {
  test('anonymous: a 401 in French', async () => {
    for (const path of ['/applications', '/saved-offers']) {
      const response = await on(path);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ApiError).error.message).toBe('Connectez-vous à votre compte candidat pour continuer.');
      expect((await on(path, { body: { data: { offer_id: 1 } } })).status).toBe(401);
    }
  });

  test('a candidate applies once with a message, lists and withdraws; no one else reads or withdraws it', async () => {
    const [me, other] = [await candidateOn(SQLITE_API), await candidateOn(SQLITE_API)];
    await completeProfile(SQLITE_API, me.jwt);
    const offer = await liveOffer(0, SQLITE_API);
    const applied = await on('/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id, message: '  Disponible tous les week-ends.  ' } } });
    expect(applied.status).toBe(201);
    const created = ((await applied.json()) as { data: Record }).data;
    expect(created).toMatchObject({
      state: 'sent',
      message: 'Disponible tous les week-ends.',
      offer: { offer_id: offer.offer_id, slug: offer.slug, title: offer.title, live: true },
    });

    const again = await on('/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error).toMatchObject({ status: 409, message: 'Vous avez déjà postulé à cette offre.' });

    const mine = (await (await on('/applications', { jwt: me.jwt })).json()) as { data: Record[] };
    expect(mine.data.map((record) => record.id)).toEqual([created.id]);
    expect((await (await on('/applications', { jwt: other.jwt })).json()) as { data: Record[] }).toEqual({ data: [] });
    expect((await on(`/applications/${created.id}`, { method: 'DELETE', jwt: other.jwt })).status).toBe(404);
    expect((await on(`/applications/${created.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
    expect((await (await on('/applications', { jwt: me.jwt })).json()) as { data: Record[] }).toEqual({ data: [] });
    // Withdrawn, the offer can be applied to again.
    expect((await on('/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } })).status).toBe(201);
  });

  test('two applications at once to the same offer make one', async () => {
    const me = await candidateOn(SQLITE_API);
    await completeProfile(SQLITE_API, me.jwt);
    const offer = await liveOffer(1, SQLITE_API);
    const answers = await Promise.all([1, 2, 3].map(() => on('/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(((await (await on('/applications', { jwt: me.jwt })).json()) as { data: Record[] }).data).toHaveLength(1);
  });

  test('only live offers, and a well-formed request', async () => {
    const me = await candidateOn(SQLITE_API);
    for (const offer_id of [EXPIRED_OFFER.offer_id, 987654321]) {
      const response = await on('/applications', { jwt: me.jwt, body: { data: { offer_id } } });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiError).error.message).toBe('Cette offre n’est plus disponible.');
    }
    const offer = await liveOffer(2, SQLITE_API);
    for (const data of [{}, { offer_id: 'abc' }, { offer_id: offer.offer_id, message: 'x'.repeat(5001) }, { offer_id: offer.offer_id, candidate: 1 }]) {
      expect((await on('/applications', { jwt: me.jwt, body: { data } })).status, JSON.stringify(data).slice(0, 60)).toBe(400);
    }
    expect((await on('/applications', { jwt: 'not-a-token', body: { data: { offer_id: offer.offer_id } } })).status).toBe(401);
  });

  test('saved offers: save once, list, remove', async () => {
    const me = await candidateOn(SQLITE_API);
    const offer = await liveOffer(3, SQLITE_API);
    const saved = await on('/saved-offers', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
    expect(saved.status).toBe(201);
    const record = ((await saved.json()) as { data: Record }).data;
    expect(record).toMatchObject({ offer: { offer_id: offer.offer_id, live: true } });
    expect(record).not.toHaveProperty('state');
    const again = await on('/saved-offers', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error.message).toBe('Cette offre est déjà dans vos offres sauvegardées.');
    expect(((await (await on('/saved-offers', { jwt: me.jwt })).json()) as { data: Record[] }).data.map((r) => r.id)).toEqual([record.id]);
    expect((await on(`/saved-offers/${record.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
    expect((await on(`/saved-offers/${record.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(404);
    expect(mailsTo(me.user.email)).toHaveLength(1);
  });
});
