import crypto from 'crypto';
import { expect, test } from '@playwright/test';
import { apiCall, candidateOn, completeProfile, offersWithAgency, POSTGRES_API, SQLITE_API, type Api, type ApiError } from '../e2e/support/candidates';
import { actionIn, mailsTo, waitForMail, type Mail } from '../e2e/support/mail';
import { pdfBytes, privateFiles } from '../e2e/support/files';
import { countElsewhere, setAccountLanguage, WRITES_BEHIND_CMS } from '../e2e/support/database';
import { signLink } from '../../cms/src/candidate/answer-links';
import { editorLogin } from '../e2e/support/cms';
import { plantOffer } from '../e2e/support/offers';

const APPLICATION = 'api::application.application';

// Applications that reach a recruiter, on both databases: applying needs a complete profile;
// the agency's email carries the offer, the profile, the message, the CV and signed links; each answer
// moves the state once and tells the candidate, in their account's language.

type Answered = {
  purpose: string;
  state: string;
  refusal_reason: string | null;
  steps: { state: string; at: string; reason?: string }[];
  candidate: { first_name: string; last_name: string };
  offer: { title: string; offer_id: number; agency: string | null };
  has_cv: boolean;
  changed?: boolean;
};
type Mine = { id: string; state: string; steps: { state: string; at: string }[]; refusal_reason: string | null };

const md5 = (bytes: Uint8Array): string => crypto.createHash('md5').update(bytes).digest('hex');
/** The token of an email's link (`t=`). */
const tokenOf = (link: string): string => new URL(link).searchParams.get('t') ?? '';
const answers = (api: Api, token: string, init: { method?: string; body?: unknown; language?: string } = {}) =>
  apiCall(api, `/application-answers?t=${encodeURIComponent(token)}`, init);
/** The CMS's secret of the links (the stack's cms/.env). */
const linkSecret = async (): Promise<string> => (await import('../../scripts/lib/cms-env.mjs')).cmsEnvValue('LINK_SIGNING_SECRET');

for (const api of [SQLITE_API, POSTGRES_API]) {
  test.describe(`applications to agencies (${api.name})`, () => {
    test('an incomplete profile is told what is missing; a complete one sends the agency an email with the CV and three answers', async () => {
      const me = await candidateOn(api);
      const [offer, second] = await offersWithAgency(api);
      const incomplete = await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
      expect(incomplete.status).toBe(400);
      expect(await incomplete.json()).toMatchObject({
        error: {
          message: 'Pour postuler, complétez votre profil\u00a0: votre prénom, votre nom, votre téléphone et un CV ou une présentation.',
          details: { missing: ['first_name', 'last_name', 'phone', 'cv_or_presentation'] },
        },
      });
      const lastName = `Martin-${crypto.randomBytes(4).toString('hex')}`;
      const cvName = `CV Camille ${crypto.randomBytes(4).toString('hex')}`;
      await completeProfile(api, me.jwt, { lastName, cv: { bytes: pdfBytes(), name: `${cvName}.pdf` } });

      const applied = await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id, message: 'Disponible dès samedi.' } } });
      expect(applied.status, await applied.clone().text()).toBe(201);
      const agency = `recrutement@${offer.agency.slug}.example`;
      await expect.poll(() => mailsTo(agency, api.mailDir()).some((m) => m.subject.includes(lastName))).toBe(true);
      const sent = mailsTo(agency, api.mailDir()).find((m) => m.subject.includes(lastName)) as Mail;
      expect(sent.subject).toBe(`Candidature de Camille ${lastName}\u00a0: ${offer.title} (n°\u00a0${offer.offer_id})`);
      expect(sent.headers['reply-to']).toBe(me.user.email);
      expect(sent.attachments).toEqual([{ name: `${cvName}.pdf`, type: 'application/pdf', size: pdfBytes().length, md5: md5(pdfBytes()) }]);
      for (const words of [
        'Téléphone\u00a0: 06 12 34 56 78',
        'Ville\u00a0: Lyon',
        'Disponibilités\u00a0: samedi, dimanche · matin, après-midi · 20\u00a0h par semaine au plus',
        'Étudiant ou étudiante\u00a0: oui (Jobs le week-end)',
        'Disponible dès samedi.',
      ])
        expect(sent.text).toContain(words);
      // Three answers to the site's answer page (buttons) and the CV's own link, each signed; the offer's page linked.
      const interview = actionIn(sent, 'Proposer un entretien');
      const refused = actionIn(sent, 'Candidature non retenue');
      const filled = actionIn(sent, 'Poste pourvu');
      for (const link of [interview, refused, filled]) expect(new URL(link).pathname).toBe('/candidature/reponse');
      expect(new URL(actionIn(sent, offer.title)).pathname).toBe(`/offres-emploi/${offer.slug}`);
      const cvLink = /(\S+\/api\/application-answers\/cv\?t=\S+)/.exec(sent.text)?.[1] ?? '';
      const cv = await apiCall(api, `/application-answers/cv?t=${encodeURIComponent(tokenOf(cvLink))}`);
      expect(cv.status).toBe(200);
      expect(md5(new Uint8Array(await cv.arrayBuffer()))).toBe(md5(pdfBytes()));

      // Applied once per offer; the profile's later changes do not change what was sent.
      expect((await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } })).status).toBe(409);
      const otherName = `Autre-${crypto.randomBytes(4).toString('hex')}`;
      await completeProfile(api, me.jwt, { lastName: otherName });
      expect((await apiCall(api, `/application-answers?t=${encodeURIComponent(tokenOf(interview))}`)).status).toBe(200);
      const info = (await (await answers(api, tokenOf(interview))).json()) as { data: Answered };
      // The candidate's contact details, for the agency to reach them.
      expect(info.data.candidate).toEqual({ first_name: 'Camille', last_name: lastName, email: me.user.email, phone: '06 12 34 56 78' });

      // Without a CV, a presentation stands for it: the email has no attachment.
      const removed = await apiCall(api, '/profile/cv', { method: 'DELETE', jwt: me.jwt });
      expect(removed.status).toBe(204);
      const plain = await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: second.offer_id } } });
      expect(plain.status).toBe(201);
      const secondAgency = `recrutement@${second.agency.slug}.example`;
      await expect
        .poll(
          () =>
            mailsTo(secondAgency, api.mailDir()).filter((m) => m.subject.includes(`Camille ${otherName}\u00a0: ${second.title} (n°\u00a0${second.offer_id})`))
              .length,
        )
        .toBe(1);
      const withoutCv = mailsTo(secondAgency, api.mailDir()).find((m) =>
        m.subject.includes(`Camille ${otherName}\u00a0: ${second.title} (n°\u00a0${second.offer_id})`),
      );
      expect(withoutCv?.attachments).toEqual([]);
      // The CV sent with the first application is still there for its agency.
      expect((await apiCall(api, `/application-answers/cv?t=${encodeURIComponent(tokenOf(cvLink))}`)).status).toBe(200);
      // The CV's file, by its name (the store names a file after it; other tests' files are not counted).
      const stored = (): string[] => privateFiles(api).filter((file) => file.startsWith(cvName.replace(/ /g, '_')));
      expect(stored()).toHaveLength(1);

      // Withdrawn, the first application takes its CV with it (the profile holds none now): the file is gone.
      const mine = ((await (await apiCall(api, '/applications', { jwt: me.jwt })).json()) as { data: (Mine & { offer: { offer_id: number } })[] }).data;
      const first = mine.find((record) => record.offer.offer_id === offer.offer_id) as Mine;
      expect((await apiCall(api, `/applications/${first.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
      expect((await apiCall(api, `/application-answers/cv?t=${encodeURIComponent(tokenOf(cvLink))}`)).status).toBe(404);
      expect(stored()).toEqual([]);
    });

    test('opening a link marks it seen and answers nothing; each answer moves the state once and tells the candidate in their language', async () => {
      const me = await candidateOn(api);
      const lastName = `Dupont-${crypto.randomBytes(4).toString('hex')}`;
      await completeProfile(api, me.jwt, { lastName });
      const [offer] = await offersWithAgency(api);
      expect((await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } })).status).toBe(201);
      const agency = `recrutement@${offer.agency.slug}.example`;
      await expect.poll(() => mailsTo(agency, api.mailDir()).some((m) => m.subject.includes(lastName))).toBe(true);
      const mail = mailsTo(agency, api.mailDir()).find((m) => m.subject.includes(lastName)) as Mail;
      const [interview, refused, filled] = ['Proposer un entretien', 'Candidature non retenue', 'Poste pourvu'].map((label) => tokenOf(actionIn(mail, label)));

      // Opened twice (a mail client's preview, then the recruiter): seen, nothing else.
      for (let i = 0; i < 2; i += 1) {
        const opened = await answers(api, interview);
        expect(opened.status).toBe(200);
        expect(opened.headers.get('cache-control')).toContain('no-store');
        expect(((await opened.json()) as { data: Answered }).data).toMatchObject({ purpose: 'interview', state: 'seen', has_cv: false });
      }
      const mine = async (): Promise<Mine> => ((await (await apiCall(api, '/applications', { jwt: me.jwt })).json()) as { data: Mine[] }).data[0];
      expect((await mine()).steps.map((step) => step.state)).toEqual(['sent', 'seen']);

      // A tampered link, or one past its date, does nothing.
      const tampered = `${interview.slice(0, -2)}${interview.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await answers(api, tampered, { method: 'POST', body: {} })).status).toBe(404);
      const [documentId] = interview.split('.');
      const expired = signLink(await linkSecret(), documentId, 'interview', new Date(Date.now() - 1000));
      const gone = await answers(api, expired, { method: 'POST', body: {}, language: 'en' });
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as ApiError).error.message).toMatch(/^This link expired on \d{1,2} \w+ \d{4}\.$/);
      expect((await mine()).state).toBe('seen');

      const first = await answers(api, interview, { method: 'POST', body: {} });
      expect(((await first.json()) as { data: Answered }).data).toMatchObject({ state: 'interview', changed: true });
      const twice = await answers(api, interview, { method: 'POST', body: {} });
      expect(((await twice.json()) as { data: Answered }).data).toMatchObject({ state: 'interview', changed: false });
      const told = await waitForMail(me.user.email, 2, api.mailDir());
      expect(told.subject).toBe(`Rythmo\u00a0: un entretien vous est proposé pour «\u202f${offer.title}\u202f»`);
      // It names the agency and how to reach it.
      expect(told.text).toContain(`${offer.agency.name} vous propose un entretien`);
      expect(told.text).toContain(`écrivez à recrutement@${offer.agency.slug}.example`);

      // After an interview, a refusal with its reason; then nothing moves.
      const refusal = await answers(api, refused, { method: 'POST', body: { data: { reason: 'availability' } } });
      expect(((await refusal.json()) as { data: Answered }).data).toMatchObject({ state: 'refused', refusal_reason: 'availability', changed: true });
      const late = await answers(api, filled, { method: 'POST', body: {} });
      expect(((await late.json()) as { data: Answered }).data).toMatchObject({ state: 'refused', changed: false });
      const refusedMail = await waitForMail(me.user.email, 3, api.mailDir());
      expect(refusedMail.text).toContain('n’a pas été retenue.');
      expect(refusedMail.text).toContain('Motif\u00a0: Les disponibilités ne correspondent pas.');
      const bad = await answers(api, refused, { method: 'POST', body: { data: { reason: 'rude' } } });
      expect(bad.status).toBe(400);
      const steps = (await mine()).steps;
      expect(steps.map((step) => step.state)).toEqual(['sent', 'seen', 'interview', 'refused']);
      expect(steps.every((step) => !Number.isNaN(Date.parse(step.at)))).toBe(true);
      expect(mailsTo(me.user.email, api.mailDir())).toHaveLength(3);
    });

    test('an editor who moves an application in the admin adds its step, and the candidate is told as when the agency answers', async () => {
      const me = await candidateOn(api);
      const lastName = `Editeur-${crypto.randomBytes(4).toString('hex')}`;
      await completeProfile(api, me.jwt, { lastName });
      const [offer] = await offersWithAgency(api);
      const applied = await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
      expect(applied.status).toBe(201);
      const { id } = ((await applied.json()) as { data: { id: string } }).data;
      // The admin's own route (its edit view saves through it), as the editor of the global setup.
      const editor = await editorLogin(api.cms());
      await editor.update(APPLICATION, id, { state: 'filled' });
      const told = await waitForMail(me.user.email, 2, api.mailDir());
      expect(told.subject).toBe(`Rythmo\u00a0: le poste «\u202f${offer.title}\u202f» est pourvu`);
      const mine = ((await (await apiCall(api, '/applications', { jwt: me.jwt })).json()) as { data: Mine[] }).data[0];
      expect(mine.state).toBe('filled');
      expect(mine.steps.map((step) => step.state)).toEqual(['sent', 'filled']);
      // Saved again without a change of state, then moved: one step and one email for the move only.
      await editor.update(APPLICATION, id, { state: 'filled' });
      await editor.update(APPLICATION, id, { state: 'interview' });
      const steps = async () =>
        ((await (await apiCall(api, '/applications', { jwt: me.jwt })).json()) as { data: Mine[] }).data[0].steps.map((step) => step.state);
      await expect.poll(steps).toEqual(['sent', 'filled', 'interview']);
      expect((await waitForMail(me.user.email, 3, api.mailDir())).subject).toBe(
        `Rythmo\u00a0: un entretien vous est proposé pour «\u202f${offer.title}\u202f»`,
      );
      expect(mailsTo(me.user.email, api.mailDir())).toHaveLength(3);
    });
  });
}

test('an account in English gets its answers in English', { tag: WRITES_BEHIND_CMS }, async () => {
  const me = await candidateOn(SQLITE_API);
  // The account's language is the one it registered in (tests/e2e/accounts.spec.ts); moved here in the database.
  setAccountLanguage(me.user.email, 'en');
  await completeProfile(SQLITE_API, me.jwt);
  const [, , offer] = await offersWithAgency(SQLITE_API);
  expect((await apiCall(SQLITE_API, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } })).status).toBe(201);
  const agency = `recrutement@${offer.agency.slug}.example`;
  await expect
    .poll(() =>
      mailsTo(agency).some(
        (m) => m.subject.includes(`(n°\u00a0${offer.offer_id})`) && m.subject.startsWith('Candidature de Camille') && m.headers['reply-to'] === me.user.email,
      ),
    )
    .toBe(true);
  const mail = mailsTo(agency).find((m) => m.headers['reply-to'] === me.user.email) as Mail;
  expect((await answers(SQLITE_API, tokenOf(actionIn(mail, 'Poste pourvu')), { method: 'POST', body: {} })).status).toBe(200);
  const told = await waitForMail(me.user.email, 2);
  expect(told.subject).toBe(`Rythmo: the position “${offer.title}” is filled`);
  expect(told.html).toMatch(/<html[^>]* lang="en"/);
});

test('past 100 applications in a day, the next is refused until the day is over (counted in the database)', { tag: WRITES_BEHIND_CMS }, async () => {
  const me = await candidateOn(SQLITE_API);
  await completeProfile(SQLITE_API, me.jwt);
  const [offer] = await offersWithAgency(SQLITE_API);
  countElsewhere('applications', String(me.user.id), 100, 24 * 3600_000);
  const refused = await apiCall(SQLITE_API, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } }, language: 'en' });
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as ApiError).error.message).toBe('You have sent 100 applications today: try again tomorrow.');
});

test('applying, withdrawing and applying again reaches the agency twice at most in 30 days; then a 429 that says when', async () => {
  const me = await candidateOn(SQLITE_API);
  const [offer] = await offersWithAgency(SQLITE_API);
  const lastName = `Renvoi-${crypto.randomBytes(4).toString('hex')}`;
  await completeProfile(SQLITE_API, me.jwt, { lastName, cv: { bytes: pdfBytes(), name: `CV ${lastName}.pdf` } });
  const agency = `recrutement@${offer.agency.slug}.example`;
  for (let time = 1; time <= 2; time++) {
    const applied = await apiCall(SQLITE_API, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
    expect(applied.status, await applied.clone().text()).toBe(201);
    await expect.poll(() => mailsTo(agency).filter((mail) => mail.subject.includes(lastName)).length).toBe(time);
    const id = ((await applied.json()) as { data: { id: string } }).data.id;
    expect((await apiCall(SQLITE_API, `/applications/${id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
  }
  const third = await apiCall(SQLITE_API, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
  expect(third.status).toBe(429);
  expect(((await third.json()) as ApiError).error.message).toMatch(
    /^Votre candidature à cette offre a déjà été envoyée 2 fois\u00a0: vous pourrez la renvoyer dans (30|29) jours\.$/,
  );
  expect(mailsTo(agency).filter((mail) => mail.subject.includes(lastName))).toHaveLength(2);
});

test('an application keeps its offer as it was once the offer is deleted: title, place, start and agency', async () => {
  const api = POSTGRES_API;
  const me = await candidateOn(api);
  await completeProfile(api, me.jwt, { lastName: `Instantané-${crypto.randomBytes(4).toString('hex')}` });
  const [seen] = await offersWithAgency(api);
  const editor = await editorLogin(api.base());
  const id = 993000 + Math.floor(Math.random() * 6000);
  const start = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const documentId = await plantOffer(editor, api.base(), {
    offer_id: id,
    slug: `${id}-serveur-pour-un-salon-a-lyon`,
    title: 'Serveur pour un salon à Lyon',
    start_date: start,
    publication_date: new Date().toISOString(),
    valid_through: start,
    description: 'Service en salle.',
    agency: seen.agency.slug,
  });
  expect((await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: id } } })).status).toBe(201);
  const mine = async () =>
    ((await (await apiCall(api, '/applications', { jwt: me.jwt })).json()) as { data: { offer: Record<string, unknown> | null }[] }).data;
  const kept = {
    offer_id: id,
    title: 'Serveur pour un salon à Lyon',
    place: 'Brasserie du Centre, Lyon',
    city: 'Lyon',
    start_date: start,
    agency: seen.agency.name,
  };
  expect((await mine())[0].offer).toMatchObject({ ...kept, live: true });
  await editor.remove('api::job-offer.job-offer', documentId);
  expect((await mine())[0].offer).toEqual({ ...kept, slug: `${id}-serveur-pour-un-salon-a-lyon`, live: false });
});
