import { expect, test } from '@playwright/test';
import { candidate, offersWithAgency, SITE_API, unique, holdSession } from './support/candidates';
import { actionIn, mailsTo, type Mail } from './support/mail';
import { CV_PDF } from './support/files';
import { asVisitor, gotoHydrated, settled, siteUrl } from './support/site';

// Applications as people live them, in Chromium on a phone: a candidate creates their profile from the apply
// dialog, comes back to the offer and applies with their CV; the agency opens the link of its email and
// offers an interview with one button; the candidate reads « Entretien proposé » in « Mes candidatures ».

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone: « Créer mon profil » from the apply dialog, the CV, back to the offer, apply; the agency’s link, one button; « Entretien proposé »', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await asVisitor(context);
  const me = await candidate();
  const [offer] = await offersWithAgency(SITE_API);
  const offerPath = `/offres-emploi/${offer.slug}`;
  await page.goto('/');
  await holdSession(page, me.jwt);
  await gotoHydrated(page, offerPath);
  // A visitor on a phone answers the cookie banner first: it covers the bottom of the screen.
  await page.getByRole('button', { name: 'Tout refuser' }).tap();

  // The dialog reads the profile: empty, it says what applying needs and leads to « Mon profil ».
  await page.getByRole('button', { name: 'Postuler' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await expect(dialog).toContainText('il manque votre prénom, votre nom, votre téléphone et un CV ou une présentation');
  await dialog.getByRole('link', { name: 'Créer mon profil' }).tap();
  await expect(page).toHaveURL(siteUrl(`/compte/profil?retour=${encodeURIComponent(offerPath)}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');

  // Seven fields, a city picked from the list, three boxes, and the CV.
  const form = page.getByRole('form', { name: 'Mon profil' });
  await form.getByLabel('Prénom').fill('Camille');
  const lastName = `Journée-${unique()}`;
  await form.getByLabel('Nom', { exact: true }).fill(lastName);
  // A number France's plan does not have (the CMS reads it): said next to its field, what was typed kept, no banner.
  await form.getByLabel('Téléphone').fill('06 12 34 56');
  await form.getByRole('button', { name: 'Enregistrer mon profil' }).tap();
  await expect(form.getByLabel('Téléphone')).toBeFocused();
  await expect(form.getByText('Téléphone doit être un numéro valide')).toBeVisible();
  await expect(form.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 12 34 56');
  await expect(form.locator('.form-failure')).toHaveText('');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.getByRole('combobox', { name: 'Ville où vous habitez' }).fill('lyon');
  // A suggestion's place and kind stand apart (« Lyon   Ville », not « LyonVille »).
  const suggestion = form.getByRole('option', { name: /^Lyon/ }).first();
  await expect(suggestion).toBeVisible();
  const gap = await suggestion.evaluate((option) => {
    const range = document.createRange();
    range.selectNodeContents(option.firstChild as Node);
    return (option.querySelector('.place-kind') as HTMLElement).getBoundingClientRect().left - range.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(8);
  await form.getByRole('option', { name: /^Lyon/ }).first().tap();
  await expect(form.getByText('Ville : Lyon')).toBeVisible();
  for (const day of ['samedi', 'dimanche']) await form.getByLabel(day, { exact: true }).check();
  await form.getByLabel('matin', { exact: true }).check();
  await form.getByLabel('Heures par semaine, au plus').fill('20');
  // A student says which student jobs they look for (the list is the CMS's).
  await form.getByRole('checkbox', { name: 'Je suis étudiant·e' }).check();
  await form.getByRole('checkbox', { name: 'Jobs le week-end' }).check();
  await form.getByRole('button', { name: 'Enregistrer mon profil' }).tap();
  await expect(form.getByRole('status').first()).toContainText('il manque encore un CV ou une présentation');
  // « Profil enregistré » is said next to the button, on screen, and to screen readers (a status).
  const done = form.getByRole('status').filter({ hasText: 'Profil enregistré.' });
  await expect(done).toBeInViewport();
  const [button, said] = [await form.getByRole('button', { name: 'Enregistrer mon profil' }).boundingBox(), await done.boundingBox()];
  expect(Math.abs((said?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0)))).toBeLessThan(48);
  await page
    .getByLabel('Choisir un fichier (PDF ou DOCX)')
    .setInputFiles({ name: 'CV Camille.pdf', mimeType: 'application/pdf', buffer: await import('fs').then((fs) => fs.readFileSync(CV_PDF)) });
  await expect(page.getByText('CV enregistré.')).toBeVisible();
  await expect(page.getByText(/^CV Camille\.pdf \(/)).toBeVisible();
  await expect(form.getByRole('status').first()).toHaveText(/Votre profil est complet/);
  await settled(page);
  await page.screenshot({ path: 'tests/artifacts/screenshots/profile-390.png', fullPage: true });

  // Back to the offer: the dialog shows what the agency will receive.
  await form.getByRole('link', { name: 'Revenir à l’offre' }).tap();
  await expect(page).toHaveURL(siteUrl(offerPath));
  await page.getByRole('button', { name: 'Postuler' }).tap();
  await expect(dialog.getByText('L’agence recevra :')).toBeVisible();
  await expect(dialog).toContainText(`Camille ${lastName}, 06 12 34 56 78, ${me.user.email}`);
  await expect(dialog).toContainText('votre CV « CV Camille.pdf »');
  await dialog.getByLabel('Votre message (facultatif)').fill('Disponible tous les week-ends.');
  await settled(page);
  await page.screenshot({ path: 'tests/artifacts/screenshots/apply-390.png' });
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).tap();
  await expect(dialog.getByRole('status').filter({ hasText: 'envoyée' })).toBeVisible();

  // The agency's email: the CV attached, and its « Proposer un entretien », opened on a phone.
  const agency = `recrutement@${offer.agency.slug}.example`;
  await expect.poll(() => mailsTo(agency).some((mail) => mail.subject.includes(lastName))).toBe(true);
  const mail = mailsTo(agency).find((m) => m.subject.includes(lastName)) as Mail;
  expect(mail.attachments.map((file) => file.name)).toEqual(['CV Camille.pdf']);
  const link = actionIn(mail, 'Proposer un entretien');
  const recruiter = await context.browser()!.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await recruiter.goto(link.replace('//localhost:', '//127.0.0.1:'));
  await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText('Répondre à une candidature');
  await expect(recruiter.getByText(`Candidature de Camille ${lastName} à l’offre « ${offer.title} »`)).toBeVisible();
  await expect(recruiter.getByText('État actuel : Vue par l’agence.')).toBeVisible();
  // The candidate's contact details, each a link; then when, where and a message, which reach the candidate.
  await expect(recruiter.getByRole('link', { name: me.user.email })).toHaveAttribute('href', `mailto:${me.user.email}`);
  await expect(recruiter.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
  await recruiter.getByLabel('Date et heure').fill('2027-03-02T14:30');
  await recruiter.getByLabel('Lieu').fill('12 rue de la République, Lyon');
  await recruiter.getByLabel('Message').fill('Venez avec une pièce d’identité.');
  await recruiter.getByRole('button', { name: 'Proposer un entretien' }).tap();
  await expect(recruiter.getByRole('status')).toHaveText(`C’est noté : Camille ${lastName} sait que vous lui proposez un entretien.`);
  await expect.poll(() => mailsTo(me.user.email).length).toBe(2);
  const told = mailsTo(me.user.email)[1];
  for (const words of [
    `${offer.agency.name} vous propose un entretien`,
    'Quand\u00a0: mardi 2 mars 2027 à 14:30',
    'Où\u00a0: 12 rue de la République, Lyon',
    'Venez avec une pièce d’identité.',
  ])
    expect(told.text).toContain(words);
  await expect(recruiter.getByRole('button', { name: 'Proposer un entretien' })).toHaveCount(0);
  await settled(recruiter);
  await recruiter.screenshot({ path: 'tests/artifacts/screenshots/answer-390.png' });
  await recruiter.close();

  // « Mes candidatures »: the state and each step's date.
  await page.goto('/compte/candidatures');
  const record = page.locator('.record').filter({ hasText: offer.title });
  await expect(record.getByText('Entretien proposé', { exact: true })).toBeVisible();
  await expect(record.getByRole('list', { name: 'Étapes de la candidature' }).getByRole('listitem')).toHaveText([
    /^Envoyée le /,
    /^Vue par l’agence le /,
    /^Entretien proposé le /,
  ]);
  await expect(record.getByRole('button', { name: /^Retirer ma candidature/ })).toBeVisible();
  // Once the agency has said no, there is nothing left to withdraw: the button goes.
  expect(
    (
      await fetch(siteUrl(`/api/application-answers?t=${new URL(actionIn(mail, 'Candidature non retenue')).searchParams.get('t')}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"data":{}}',
      })
    ).status,
  ).toBe(200);
  await page.reload();
  await expect(record.getByText('Non retenue', { exact: true })).toBeVisible();
  await expect(record.getByRole('button', { name: /^Retirer ma candidature/ })).toHaveCount(0);
});
