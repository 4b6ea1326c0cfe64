import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Browser } from '@playwright/test';
import type { EmailData, EmailKind, EmailRenderer, Locale, OfferCard } from '@rythmo/site-map';
import { call, unique } from './support/candidates';
import { waitForMail } from './support/mail';
import { siteUrl } from './support/site';

// Every kind of email, opened as a person opens it: in Chromium, on a 375 px
// phone and a 1024 px screen, in both languages. No line widens the page, every address is a link, and
// the screenshots stay with the run's artefacts (tests/artifacts/emails/). The emails come from the
// templates' bundle the CMS loads (.renderers/emails.cjs), with long real-world values and offers of the
// live API; those the CMS sends at once (an account's confirmation, a taken address, a reset) come from
// its mail sink.

const SHOTS = path.resolve(__dirname, '..', 'artifacts', 'emails');
/** The bundle the CMS loads, made by the global setup's compilation of the CMS (read when a test runs, after it). */
const renderer = (): EmailRenderer => createRequire(__filename)(path.resolve(__dirname, '..', '..', '.renderers', 'emails.cjs')) as EmailRenderer;
const SITE = 'https://www.rythmo-jobs-courts-et-flexibles.example';
/** A signed link as the CMS writes them: long, unbroken. */
const signed = (page: string): string => `${SITE}${page}?t=${'eyJhcHBsaWNhdGlvbiI6ImFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eCJ9'.repeat(3)}.c2lnbmF0dXJl`;

const agencyEmail = (offer: OfferCard): EmailData['application-agency'] => ({
  offer: { title: offer.title, offer_id: offer.offer_id, url: `${SITE}/offres-emploi/${offer.slug}`, place: offer.place },
  candidate: {
    first_name: 'Anne-Charlotte',
    last_name: 'de La Rochefoucauld-Montmorency',
    email: 'anne-charlotte.delarochefoucauld-montmorency@universite-sorbonne-nouvelle.example',
    phone: '+44 7700 900123',
    city: 'Saint-Rémy-lès-Chevreuse',
    availability: { days: ['mon', 'tue', 'wed', 'sat', 'sun'], slots: ['morning', 'afternoon', 'evening'], hours_per_week: 35 },
    student: true,
    student_types: ['Jobs le week-end', 'Jobs d’été'],
    presentation:
      'Étudiante en master, trois saisons en brasserie.\nMon portfolio : https://portfolio.example/anne-charlotte-de-la-rochefoucauld-montmorency/realisations',
  },
  message: 'Disponible dès samedi.\nJe peux venir à un entretien n’importe quel jour de la semaine prochaine.',
  cv: { name: 'CV-Anne-Charlotte-de-La-Rochefoucauld-Montmorency-2026-version-finale.pdf', view: signed('/api/application-answers/cv') },
  until: '2027-01-01T10:00:00.000Z',
  answers: { interview: signed('/candidature/reponse'), refused: signed('/candidature/reponse'), filled: signed('/candidature/reponse') },
});

const TEAM: EmailData['contact-team'] = {
  company: 'Établissements Martin & Fils Événementiel',
  name: 'Inès Martin',
  fields: [
    ['Entreprise', 'Établissements Martin & Fils Événementiel'],
    ['Email', 'ines.martin-directrice-des-ressources-humaines@etablissements-martin.example'],
  ],
  comment: 'Nous cherchons 12 serveurs pour un salon\nles 3 et 4 mars.',
  marketing: false,
  request: 'x7k2m9q4w8e1r5t3y6u0i2o4',
};

const answerEmail = (offer: OfferCard, answer: EmailData['application-answer']['answer']): EmailData['application-answer'] => ({
  answer,
  first_name: 'Anne-Charlotte',
  offer: { title: offer.title, offer_id: offer.offer_id, url: `${SITE}/offres-emploi/${offer.slug}`, place: offer.place },
  agency: {
    name: offer.agency?.name ?? 'Agence',
    email: 'recrutement-evenementiel-et-hotellerie@agence-partenaire.example',
    website: 'https://agence-partenaire.example',
  },
  reason: answer === 'refused' ? 'availability' : null,
  interview:
    answer === 'interview'
      ? {
          at: '2026-12-01T14:30',
          place: 'Agence Lumière, 128 avenue Jean-Jaurès, 69007 Lyon (2e étage, interphone « Recrutement »)',
          message: 'Venez avec une pièce d’identité.',
        }
      : null,
  applications: `${SITE}/compte/candidatures`,
});

/** Each kind with its facts, in a language (the agency's and the team's emails are read in French). */
function emailsOf(offers: OfferCard[], locale: Locale): { name: string; kind: EmailKind; data: EmailData[EmailKind] }[] {
  return [
    { name: 'registration-attempt', kind: 'registration-attempt', data: { login: `${SITE}/compte/connexion`, forgot: `${SITE}/compte/mot-de-passe-oublie` } },
    {
      name: 'contact-receipt',
      kind: 'contact-receipt',
      data: { first_name: 'Inès', company: 'Établissements Martin & Fils Événementiel', phone: '+33 6 12 34 56 78', marketing: true },
    },
    {
      name: 'alert-confirmation',
      kind: 'alert-confirmation',
      data: { summary: '“serveur” · Lyon + 30 km · seulement le week-end · 20 h max', confirm: signed('/alerte/confirmation') },
    },
    {
      name: 'alert-digest',
      kind: 'alert-digest',
      data: {
        summary: '“serveur” · Lyon + 30 km · seulement le week-end',
        total: 1523,
        offers,
        list: `${SITE}/offres-emploi?query=serveur&filter[city]=lyon&filter[rhythm][days][0]=sat&filter[rhythm][days][1]=sun&sort=-publication_date`,
        account: `${SITE}/compte/alertes`,
        unsubscribe: signed('/alerte/desinscription'),
      },
    },
    ...(['interview', 'refused', 'filled'] as const).map((answer) => ({
      name: `application-${answer}`,
      kind: 'application-answer' as const,
      data: answerEmail(offers[0], answer),
    })),
    ...(locale === 'fr'
      ? [
          { name: 'application-agency', kind: 'application-agency' as const, data: agencyEmail(offers[0]) },
          { name: 'contact-team', kind: 'contact-team' as const, data: TEAM },
        ]
      : []),
  ];
}

type Opened = { overflow: number; bare: string[]; notWeb: string[]; links: number; smallButtons: string[] };

/** Opens an email's HTML at a width, keeps its screenshot, and reads what a person would meet. */
async function open(browser: Browser, html: string, width: number, shot: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 600, hasTouch: width < 600 });
  const page = await context.newPage();
  await page.setContent(html);
  await page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
  const opened = await page.evaluate(() => {
    const bare: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const inLink = node.parentElement?.closest('a') !== null;
      const hidden = node.parentElement?.closest('[data-skip-in-text]') !== null;
      for (const match of (node.textContent ?? '').matchAll(/https?:\/\/\S+/g)) if (!inLink && !hidden) bare.push(match[0]);
    }
    const anchors = [...document.querySelectorAll('a')];
    // A button is a link laid out as a block of its own (react-email's Button: inline-block).
    const buttons = anchors.filter((anchor) => getComputedStyle(anchor).display === 'inline-block');
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      bare,
      notWeb: anchors.map((anchor) => anchor.getAttribute('href') ?? '').filter((href) => !/^https?:\/\//.test(href)),
      links: anchors.length,
      smallButtons: buttons.filter((button) => button.getBoundingClientRect().height < 44).map((button) => button.textContent ?? ''),
    };
  });
  await context.close();
  return opened;
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test('every kind of email reads on a 375 px phone and a 1024 px screen, in French and English: no sideways scroll, every address a link', async ({
  browser,
}) => {
  const offers = ((await (await fetch(siteUrl('/api/rythmo/job-offers?locale=fr&sort=-pay'))).json()) as { data: OfferCard[] }).data.slice(0, 3);
  expect(offers).toHaveLength(3);
  for (const locale of ['fr', 'en'] as const) {
    for (const { name, kind, data } of emailsOf(offers, locale)) {
      const email = renderer().renderEmail({ kind, locale, brand: 'Rythmo', siteUrl: SITE, data });
      expect(email.subject, name).not.toMatch(/[«“][^»”]*[«“]/);
      expect(email.text, name).not.toMatch(/<[a-z/]/i);
      for (const width of [375, 1024]) {
        const opened = await open(browser, email.html, width, `${name}-${locale}-${width}.png`);
        expect(opened, `${name} (${locale}) at ${width} px`).toEqual({ overflow: 0, bare: [], notWeb: [], links: opened.links, smallButtons: [] });
        expect(opened.links, name).toBeGreaterThan(0);
      }
    }
  }
});

test('the account emails the CMS sends open the same way: the confirmation and the taken address, each action a button', async ({ browser }) => {
  const email = `candidat-${unique()}@exemple.fr`;
  const password = `Tournesol-${unique()}`;
  expect((await call('/auth/local/register', { body: { username: email, email, password } })).status).toBe(200);
  const confirmation = await waitForMail(email, 1);
  expect((await call('/auth/local/register', { body: { username: email, email, password: `${password}-2` } })).status).toBe(200);
  const taken = await waitForMail(email, 2);
  for (const [index, mail] of [confirmation, taken].entries()) {
    expect(mail.html, mail.subject).toMatch(/<a [^>]*display:inline-block/);
    for (const width of [375, 1024]) {
      const opened = await open(browser, mail.html, width, `cms-account-${index}-${width}.png`);
      expect(opened, `« ${mail.subject} » at ${width} px`).toEqual({ overflow: 0, bare: [], notWeb: [], links: opened.links, smallButtons: [] });
    }
  }
});
