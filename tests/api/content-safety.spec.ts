import { expect, test } from '@playwright/test';
import { cmsFirst, cmsUrl, editorLogin } from '../e2e/support/cms';
import { AdminApiError } from '../../scripts/lib/cms-admin.mjs';

// A wrong entry is refused when the editor saves it, with a French message for each field (the admin panel
// shows them next to the fields), and nothing is saved: it can never reach a build.

type FieldErrors = { error: { status: number; message: string; details: { errors: { path: string[]; message: string }[] } } };

/** The field errors of a refused save, by field. */
async function refusal(save: Promise<unknown>): Promise<Record<string, string>> {
  const error = await save.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AdminApiError);
  const { status, body } = error as AdminApiError;
  expect(status).toBe(400);
  const { details } = (body as FieldErrors).error;
  return Object.fromEntries(details.errors.map((e) => [e.path.join('.'), e.message]));
}

// A 1×1 PNG.
const PIXEL = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

test('an offer with a wrong slug, coordinates out of range and incoherent dates is refused, field by field, in French', async () => {
  const editor = await editorLogin();
  const errors = await refusal(
    editor.create('api::job-offer.job-offer', {
      offer_id: 990101,
      title: 'Offre mal saisie',
      slug: '990101-Offre mal saisie',
      latitude: 145.2,
      longitude: -200,
      publication_date: '2027-03-10T08:00:00.000Z',
      valid_through: '2027-03-01',
    }),
  );
  expect(errors).toEqual({
    slug: 'Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets simples, par exemple «\u202fserveur-lyon\u202f».',
    latitude: 'La latitude doit être un nombre compris entre −90 et 90 (degrés décimaux, par exemple 45.7578).',
    longitude: 'La longitude doit être un nombre compris entre −180 et 180 (degrés décimaux, par exemple 45.7578).',
    valid_through: 'La date de fin de validité ne peut pas précéder la date de publication.',
  });
  const saved = await fetch(`${cmsUrl()}/api/job-offers?filters[offer_id][$eq]=990101`);
  expect(((await saved.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a slug or an offer number already in use is refused, naming the entry that has it', async () => {
  const editor = await editorLogin();
  const existing = await cmsFirst('job-offers', 'sort=offer_id:asc');
  const errors = await refusal(editor.create('api::job-offer.job-offer', { offer_id: existing.offer_id, title: 'Doublon', slug: existing.slug }));
  expect(errors.slug).toBe(`Ce slug est déjà celui de «\u202f${String(existing.title)}\u202f»\u00a0: choisissez-en un autre.`);
  expect(errors.offer_id).toBe(`Le numéro ${String(existing.offer_id)} est déjà celui de l’offre «\u202f${String(existing.title)}\u202f».`);

  const city = await cmsFirst('cities', 'locale=fr&sort=name:asc');
  const cityErrors = await refusal(
    editor.create('api::city.city', { name: 'Copie', slug: city.slug, county: 'X', county_code: '00', latitude: 45, longitude: 4 }, 'fr'),
  );
  expect(cityErrors.slug).toBe(`Ce slug est déjà celui de «\u202f${String(city.name)}\u202f»\u00a0: choisissez-en un autre.`);
});

test('a slug that would give two types one address is refused, naming the entry that has it', async () => {
  const editor = await editorLogin();
  // /jobs-etudiants/<slug> is a student job type's page and a city's.
  const type = await cmsFirst('student-job-types', 'locale=fr&sort=slug:asc');
  const cityErrors = await refusal(
    editor.create('api::city.city', { name: 'Ville homonyme', slug: type.slug, county: 'X', county_code: '00', latitude: 45, longitude: 4 }, 'fr'),
  );
  expect(cityErrors.slug).toBe(
    `L’adresse /jobs-etudiants/${String(type.slug)} est déjà celle du type de job étudiant «\u202f${String(type.label)}\u202f»\u00a0: choisissez un autre slug.`,
  );
  // /offres-emploi/<slug> is a contract's page and an offer's.
  const offer = await cmsFirst('job-offers', 'sort=offer_id:asc');
  const contractErrors = await refusal(editor.create('api::contract.contract', { api_id: 'CT-HOMONYME', label: 'Contrat homonyme', slug: offer.slug }, 'fr'));
  expect(contractErrors.slug).toBe(
    `L’adresse /offres-emploi/${String(offer.slug)} est déjà celle de l’offre «\u202f${String(offer.title)}\u202f»\u00a0: choisissez un autre slug.`,
  );
});

test('an event that ends before it starts is refused', async () => {
  const editor = await editorLogin();
  const errors = await refusal(
    editor.create('api::event.event', { name: 'Salon à l’envers', slug: 'salon-a-l-envers', startDate: '2027-05-10', endDate: '2027-05-09' }, 'fr'),
  );
  expect(errors).toEqual({ endDate: 'La date de fin ne peut pas précéder la date de début.' });
});

test('an image without alternative text is refused; with one, it is accepted', async () => {
  const editor = await editorLogin();
  const bare = await editor.uploadImage('sans-alt.png', PIXEL);
  const errors = await refusal(
    editor.create('api::article.article', { title: 'Article illustré', slug: 'article-illustre-test', date: '2027-01-05', image: bare }, 'fr'),
  );
  expect(errors).toEqual({
    image: 'L’image «\u202fsans-alt.png\u202f» n’a pas de texte alternatif\u00a0: décrivez-la dans la médiathèque avant de l’utiliser.',
  });

  const described = await editor.uploadImage('avec-alt.png', PIXEL, 'Un pixel bleu');
  const draft = await editor.create(
    'api::article.article',
    { title: 'Article illustré', slug: 'article-illustre-test', date: '2027-01-05', image: described },
    'fr',
  );
  await editor.remove('api::article.article', draft.documentId, 'fr');
});

test('a link of an entry to itself is refused at publication, named, since Strapi would drop it', async () => {
  const editor = await editorLogin();
  const self = (documentId: string) => ({ connect: [{ documentId, locale: 'fr' }] });
  const PAGE = 'api::page.page';
  const page = await editor.create(PAGE, { title: 'Page qui se cite', slug: 'page-qui-se-cite', description: 'Un essai.' }, 'fr');
  await editor.update(
    PAGE,
    page.documentId,
    { sections: [{ __component: 'sections.hero', headline: 'Une page', buttons: [{ label: 'Revenir ici', page: self(page.documentId) }] }] },
    'fr',
  );
  expect(await refusal(editor.publish(PAGE, page.documentId, 'fr'))).toEqual({
    'sections.0.buttons.0.page':
      '«\u202fRevenir ici\u202f» désigne cette fiche elle-même, un lien que Strapi ne garde pas à la publication. Choisissez une autre entrée ou retirez-le.',
  });
  const CITY = 'api::city.city';
  const city = await editor.create(
    CITY,
    { name: 'Ville d’essai', slug: 'ville-d-essai', county: 'Essai', county_code: '00', latitude: 45, longitude: 4 },
    'fr',
  );
  await editor.update(
    CITY,
    city.documentId,
    { sections_top: [{ __component: 'sections.key-figures', live_items: [{ label: 'offres ici', city: self(city.documentId) }] }] },
    'fr',
  );
  expect(await refusal(editor.publish(CITY, city.documentId, 'fr'))).toEqual({
    'sections_top.0.live_items.0.city':
      '«\u202foffres ici\u202f» désigne cette fiche elle-même, un lien que Strapi ne garde pas à la publication. Choisissez une autre entrée ou retirez-le.',
  });
  await editor.remove(PAGE, page.documentId, 'fr');
  await editor.remove(CITY, city.documentId, 'fr');
});
