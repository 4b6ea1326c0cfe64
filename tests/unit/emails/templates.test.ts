import type { EmailData, EmailKind, Locale, OfferCard } from '@rythmo/site-map';
import { accountTexts, digestWriter, renderEmail } from '../../../src/emails/render';
import { ofName } from '../../../src/i18n/names';

const VECTOR = '<img src=x onerror="alert(1)">';
const SITE = 'https://mesjobs.example';
const render = <K extends EmailKind>(kind: K, data: EmailData[K], locale: Locale = 'fr') => renderEmail({ kind, locale, brand: 'Rythmo', siteUrl: SITE, data });

const offer = { title: 'Serveur en brasserie', offer_id: 1234, url: `${SITE}/offres-emploi/serveur-brasserie`, place: 'Lyon 2e' };
const card: OfferCard = {
  offer_id: 1234,
  slug: 'serveur-brasserie',
  title: 'Serveur en brasserie',
  place: 'Lyon 2e',
  city: { slug: 'lyon', name: 'Lyon' },
  contracts: [{ slug: 'interim', label: 'Intérim' }],
  works: [],
  remuneration: 12.5,
  remuneration_unit: 'hour',
  hourly_pay: 12.5,
  start_date: '2026-12-01',
  publication_date: '2026-11-20T08:00:00.000Z',
  valid_through: '2026-11-30',
  rhythm: { days: ['sat', 'sun'], slots: ['evening'], hours_per_week: 12 },
  agency: { slug: 'lumiere', name: 'Agence Lumière' },
  event: null,
};
const agencyData = (message: string | null): EmailData['application-agency'] => ({
  offer,
  candidate: {
    first_name: 'Emma',
    last_name: VECTOR,
    email: 'emma@example.com',
    phone: '+33 6 12 34 56 78',
    city: 'Lyon',
    availability: { days: ['sat'], slots: ['evening'], hours_per_week: 20 },
    student: true,
    student_types: ['Job étudiant'],
    presentation: `Bonjour,\n<script>alert(2)</script>`,
  },
  message,
  cv: { name: 'cv.pdf', view: `${SITE}/api/application-answers/cv?t=a.b&c=1` },
  until: '2027-01-01T10:00:00.000Z',
  answers: { interview: `${SITE}/candidature/reponse?t=i`, refused: `${SITE}/candidature/reponse?t=r`, filled: `${SITE}/candidature/reponse?t=f` },
});

describe('the emails’ templates', () => {
  test('visitors’ words are text in the HTML part, kept as typed in the text part; a subject is one line', () => {
    const email = render('application-agency', agencyData(`<a href="javascript:alert(3)">lien</a>`));
    expect(email.html).not.toMatch(/<img|<script|href="javascript/i);
    expect(email.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(email.text).toContain('<script>alert(2)</script>');
    const team = render('contact-team', {
      company: `ACME\nBcc: victim@example.com`,
      name: 'Léa Martin',
      fields: [['Entreprise', 'ACME']],
      comment: null,
      marketing: false,
      request: 'abc',
    });
    expect(team.subject).toBe('Demande de contact\u00a0: ACME Bcc: victim@example.com (Léa Martin)');
  });

  test('French grammar of names: « Candidature d’Emma », « de Lucas »; no gendered words', () => {
    expect(ofName('Emma')).toBe('d’Emma');
    expect(ofName('Élodie')).toBe('d’Élodie');
    expect(ofName('Yanis')).toBe('d’Yanis');
    expect(ofName('Lucas')).toBe('de Lucas');
    expect(ofName('Hugo')).toBe('de Hugo');
    const email = render('application-agency', { ...agencyData(null), candidate: { ...agencyData(null).candidate, last_name: 'Roux' } });
    expect(email.subject).toBe('Candidature d’Emma Roux\u00a0: Serveur en brasserie (n°\u00a01234)');
    expect(email.text).not.toMatch(/\(e\)|Contactez-le|Contactez-la/);
  });

  test('the agency’s email links to the offer and gives its three answers as buttons, the CV as a link', () => {
    const email = render('application-agency', agencyData(null));
    for (const href of [
      offer.url,
      `${SITE}/candidature/reponse?t=i`,
      `${SITE}/candidature/reponse?t=r`,
      `${SITE}/candidature/reponse?t=f`,
      `${SITE}/api/application-answers/cv?t=a.b&amp;c=1`,
    ])
      expect(email.html).toContain(`href="${href}"`);
    expect(email.text).toContain(`Proposer un entretien ${SITE}/candidature/reponse?t=i`);
    expect(email.text).toContain('samedi · soir · 20\u00a0h par semaine au plus');
  });

  test('the candidate’s interview email names the agency and how to reach it', () => {
    const email = render('application-answer', {
      answer: 'interview',
      first_name: 'Emma',
      offer,
      agency: { name: 'Agence Lumière', email: 'recrutement@lumiere.example', website: 'javascript:alert(1)' },
      reason: null,
      interview: { at: '2026-12-01T14:30', place: '12 rue de la République, Lyon', message: 'Venez avec une pièce d’identité.' },
      applications: `${SITE}/compte/candidatures`,
    });
    expect(email.text).toContain('Agence Lumière vous propose un entretien');
    // What the agency added to its proposal reaches the candidate.
    expect(email.text).toContain('Quand\u00a0: mardi 1er décembre 2026 à 14:30');
    expect(email.text).toContain('Où\u00a0: 12 rue de la République, Lyon');
    expect(email.text).toContain('Venez avec une pièce d’identité.');
    expect(email.text).toContain('recrutement@lumiere.example');
    // An editor's website that is not a web address stays text.
    expect(email.html).not.toContain('javascript:');
  });

  test('the alert digest: the offer’s facts as its card says them, no nested quotes, its links', () => {
    const email = render('alert-digest', {
      summary: '“serveur” · Lyon + 30 km',
      total: 12,
      offers: [card],
      list: `${SITE}/offres-emploi?query=serveur`,
      account: `${SITE}/compte/alertes`,
      unsubscribe: `${SITE}/alerte/desinscription?t=x`,
    });
    expect(email.subject).toBe('Rythmo\u00a0: 12 nouvelles offres · “serveur” · Lyon + 30 km');
    expect(email.subject).not.toContain('«');
    expect(email.text).toMatch(/12,50\s€ brut de l’heure/);
    expect(email.text).toMatch(/sam dim · soir · 12\sh par semaine/);
    expect(email.text).toContain('1er décembre 2026');
    for (const href of [
      `${SITE}/offres-emploi/serveur-brasserie`,
      `${SITE}/offres-emploi?query=serveur`,
      `${SITE}/compte/alertes`,
      `${SITE}/alerte/desinscription?t=x`,
    ])
      expect(email.html).toContain(`href="${href}"`);
    expect(render('alert-digest', { summary: 'waiter', total: 1, offers: [card], list: SITE, account: null, unsubscribe: SITE }, 'en').subject).toBe(
      'Rythmo: 1 new offer · waiter',
    );
  });

  test('a text written elsewhere: its « Label : address » lines become buttons, other addresses links, the rest escaped', () => {
    const text = `Bonjour,\n\n${VECTOR}\n\nConfirmer mon adresse\u00a0: ${SITE}/api/auth/email-confirmation?confirmation=abc\n\n${SITE}/aide\n\nL’équipe Rythmo`;
    const email = render('text', { subject: 'Sujet', text });
    expect(email.html).not.toContain('<img');
    expect(email.html).toMatch(
      new RegExp(`<a href="${SITE}/api/auth/email-confirmation\\?confirmation=abc"[^>]*>((?!</a>).)*>Confirmer mon adresse</span>`, 's'),
    );
    expect(email.html).toContain(`href="${SITE}/aide"`);
    expect(email.html).toMatch(/<html[^>]* lang="fr"/);
    expect(render('text', { subject: 'Subject', text: 'Hello' }, 'en').html).toMatch(/<html[^>]* lang="en"/);
  });

  test('the account emails’ texts: the action and its link on one line, signed, in each language', () => {
    const links = { confirm: `${SITE}/api/auth/email-confirmation?confirmation=<%= CODE %>`, reset: `${SITE}/en/account/reset-password?code=<%= TOKEN %>` };
    const french = accountTexts('fr', 'Rythmo', links);
    const english = accountTexts('en', 'Rythmo', links);
    expect(french.confirm.text).toContain(`\n\nConfirmer mon adresse\u00a0: ${links.confirm}\n\n`);
    expect(english.reset.text).toContain(`\n\nChoose a new password: ${links.reset}\n\n`);
    expect(french.confirm.text).toMatch(/\n\nL’équipe Rythmo$/);
    expect(english.confirm.text).toMatch(/\n\nThe Rythmo team$/);
    expect(english.reset.text).not.toMatch(/[éèàç]|Bonjour|mot de passe/);
  });

  test('the digests of a run, written from parts written once, are the emails renderEmail writes', () => {
    const writer = digestWriter('Rythmo', SITE);
    // Half the frames written ahead, the others when a digest needs them: the same emails either way.
    for (let frame = 0; frame < 8; frame += 1) expect(writer.prepare()).toBe(true);
    const another = { ...card, slug: 'plongeur', title: 'Plongeur <b>& co</b>', contracts: [], agency: null };
    const digests: EmailData['alert-digest'][] = [
      {
        summary: '“serveur” · Lyon & <b>environs</b>',
        total: 1523,
        offers: [card, another],
        list: `${SITE}/offres-emploi?a=1&b=2`,
        account: `${SITE}/compte/alertes`,
        unsubscribe: `${SITE}/u?t=x`,
      },
      { summary: 'Lyon', total: 2, offers: [another, card], list: `${SITE}/offres-emploi`, account: null, unsubscribe: `${SITE}/u?t=y` },
      { summary: 'Paris', total: 1, offers: [card], list: `${SITE}/offres-emploi`, account: null, unsubscribe: `${SITE}/u?t=z` },
    ];
    // The preview's padding (invisible: react-email fills the line mail clients show) depends on its length.
    const withoutPreview = ({ subject, html, text }: { subject: string; html: string; text: string }) => ({
      subject,
      html: html.replace(/<div style="display:none[^"]*" data-skip-in-text="true">.*?<div>[^<]*<\/div><\/div>/s, ''),
      text,
    });
    for (const locale of ['fr', 'en'] as const)
      for (const data of digests) expect(withoutPreview(writer.write(locale, data))).toEqual(withoutPreview(render('alert-digest', data, locale)));
    while (writer.prepare());
    expect(writer.prepare()).toBe(false);
  });
});
