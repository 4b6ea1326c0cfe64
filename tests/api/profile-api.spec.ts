import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { apiCall, candidateOn, POSTGRES_API, SQLITE_API, unique, type Api, type ApiError } from '../e2e/support/candidates';
import { cvFiles, docxBytes, pdfBytes, privateDir } from '../e2e/support/files';

// The candidate's profile and CV, on both databases, each CMS called directly (the site's forms call the
// same routes through nginx: tests/e2e/applications.spec.ts).

type Profile = {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  city: { code: string; name: string } | null;
  availability: { days: string[]; slots: string[]; hours_per_week: number | null } | null;
  student: boolean;
  student_types: string[];
  presentation: string | null;
  cv: { name: string; type: string; size: number; uploaded_at: string } | null;
  missing: string[];
};
type Invalid = ApiError & { error: { details: { errors: { path: string[]; message: string }[] } } };

const publicUploads = (api: Api): string => path.join(api.dataDir(), 'public', 'uploads');
const md5 = (bytes: Uint8Array): string => crypto.createHash('md5').update(bytes).digest('hex');
const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

const COMPLETE = {
  first_name: ' Camille ',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  city: { code: '69123', name: 'n’importe' },
  availability: { days: ['sat', 'sun', 'sat'], slots: ['morning'], hours_per_week: 20 },
  student: true,
  student_types: ['week-end'],
  presentation: 'Étudiante en BTS, disponible le week-end.',
};

const upload = (
  api: Api,
  jwt: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type = 'application/octet-stream',
  language?: string,
): Promise<Response> => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return apiCall(api, '/profile/cv', { method: 'PUT', form, jwt, language });
};

for (const api of [SQLITE_API, POSTGRES_API]) {
  test.describe(`the candidate's profile (${api.name})`, () => {
    test('empty at first; saved whole, checked field by field in the request’s language; the city’s official name; what applying still needs', async () => {
      const { jwt } = await candidateOn(api);
      expect((await apiCall(api, '/profile')).status).toBe(401);
      const empty = await apiCall(api, '/profile', { jwt });
      expect(empty.status).toBe(200);
      expect(empty.headers.get('cache-control')).toContain('no-store');
      expect(((await empty.json()) as { data: Profile }).data).toEqual({
        first_name: null,
        last_name: null,
        phone: null,
        city: null,
        availability: null,
        student: false,
        student_types: [],
        presentation: null,
        cv: null,
        missing: ['first_name', 'last_name', 'phone', 'cv_or_presentation'],
      });

      const wrong = { ...COMPLETE, first_name: 'x'.repeat(61), phone: '12 34', availability: { days: ['someday'], slots: [], hours_per_week: 60 } };
      const refused = await apiCall(api, '/profile', { method: 'PUT', body: { data: wrong }, jwt });
      expect(refused.status).toBe(400);
      const messages = ((await refused.json()) as Invalid).error.details.errors.map((error) => [error.path.join('.'), error.message]);
      expect(messages).toEqual(
        expect.arrayContaining([
          ['data.first_name', 'Prénom doit contenir au plus 60 caractères'],
          ['data.phone', 'Téléphone doit être un numéro valide\u00a0: 06 12 34 56 78, ou avec l’indicatif de son pays (+44 7700 900123)'],
          ['data.availability.days.0', 'Disponibilités\u00a0: jours, moments de la journée et heures par semaine (1 à 48) seulement'],
          ['data.availability.hours_per_week', 'Disponibilités\u00a0: jours, moments de la journée et heures par semaine (1 à 48) seulement'],
        ]),
      );
      const english = await apiCall(api, '/profile', { method: 'PUT', body: { data: { ...COMPLETE, last_name: 'y'.repeat(61) } }, jwt, language: 'en' });
      expect(((await english.json()) as Invalid).error.details.errors).toEqual([
        expect.objectContaining({ message: 'Last name must be at most 60 characters' }),
      ]);
      for (const [field, value, message] of [
        ['city', { code: '99999', name: 'Nulle part' }, 'Ville doit être une commune choisie dans la liste'],
        ['student_types', ['inconnu'], 'Types de jobs étudiants\u00a0: choisissez parmi les types proposés'],
      ] as const) {
        const answer = await apiCall(api, '/profile', { method: 'PUT', body: { data: { ...COMPLETE, [field]: value } }, jwt });
        expect(answer.status, field).toBe(400);
        expect(((await answer.json()) as Invalid).error.details.errors).toEqual([expect.objectContaining({ path: [field], message })]);
      }
      // Nothing of a refused request was kept.
      expect(((await (await apiCall(api, '/profile', { jwt })).json()) as { data: Profile }).data.first_name).toBeNull();

      const saved = await apiCall(api, '/profile', { method: 'PUT', body: { data: COMPLETE }, jwt });
      expect(saved.status).toBe(200);
      const profile = ((await saved.json()) as { data: Profile }).data;
      expect(profile).toEqual({
        first_name: 'Camille',
        last_name: 'Martin',
        phone: '06 12 34 56 78',
        city: { code: '69123', name: 'Lyon' },
        availability: { days: ['sat', 'sun'], slots: ['morning'], hours_per_week: 20 },
        student: true,
        student_types: ['week-end'],
        presentation: 'Étudiante en BTS, disponible le week-end.',
        cv: null,
        missing: [],
      });
      expect(((await (await apiCall(api, '/profile', { jwt })).json()) as { data: Profile }).data).toEqual(profile);

      // Any country's number: stored in E.164, shown as its country writes it; one no country has is refused next to its field.
      for (const [typed, shown] of [
        ['+44 7700 900123', '+44 7700 900123'],
        ['0033 6 12 34 56 78', '06 12 34 56 78'],
        ['06.12.34.56.78', '06 12 34 56 78'],
      ] as const) {
        const saved = await apiCall(api, '/profile', { method: 'PUT', body: { data: { ...COMPLETE, phone: typed } }, jwt });
        expect(saved.status, typed).toBe(200);
        expect(((await saved.json()) as { data: { phone: string } }).data.phone).toBe(shown);
      }
      const nowhere = await apiCall(api, '/profile', { method: 'PUT', body: { data: { ...COMPLETE, phone: '12 34 56 78 90' } }, jwt });
      expect(nowhere.status).toBe(400);
      expect(((await nowhere.json()) as Invalid).error.details.errors.map((error) => error.path.join('.'))).toEqual(['data.phone']);

      // A whole profile each time: what is left out is emptied; a non-student has no student job types.
      const partial = await apiCall(api, '/profile', { method: 'PUT', body: { data: { first_name: 'Camille', student_types: ['week-end'] } }, jwt });
      expect(((await partial.json()) as { data: Profile }).data).toMatchObject({
        first_name: 'Camille',
        last_name: null,
        student: false,
        student_types: [],
        missing: ['last_name', 'phone', 'cv_or_presentation'],
      });

      // Another candidate reads their own profile only: there is no address of anyone else's.
      const other = await candidateOn(api);
      expect(((await (await apiCall(api, '/profile', { jwt: other.jwt })).json()) as { data: Profile }).data.first_name).toBeNull();
    });

    test('the CV: a PDF or DOCX told by its bytes, at most 5 MB, kept private, served to its owner only, replaced and removed with its file', async () => {
      const { jwt } = await candidateOn(api);
      const other = await candidateOn(api);
      // This test's files carry its mark in their names (the store names a file after it): the other
      // tests' files, written meanwhile, are not counted.
      const mark = unique();
      const added = (): string[] => filesIn(privateDir(api)).filter((file) => file.includes(mark));
      const { executable, text } = cvFiles();

      for (const [bytes, name] of [
        [executable, `mon-cv-${mark}.pdf`],
        [text, `mon-cv-${mark}.docx`],
      ] as const) {
        const refused = await upload(api, jwt, bytes, name, 'application/pdf');
        expect(refused.status, name).toBe(400);
        expect(((await refused.json()) as Invalid).error.details.errors).toEqual([
          expect.objectContaining({ path: ['file'], message: 'Le CV doit être un fichier PDF ou DOCX (son contenu, pas seulement son nom).' }),
        ]);
      }
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(pdfBytes());
      const tooBig = await upload(api, jwt, big, `gros-${mark}.pdf`, 'application/pdf', 'en');
      expect(tooBig.status).toBe(413);
      expect(((await tooBig.json()) as ApiError).error.message).toBe('The CV cannot exceed 5 MB.');
      const none = await apiCall(api, '/profile/cv', { method: 'PUT', form: new FormData(), jwt });
      expect(none.status).toBe(400);
      expect(added()).toEqual([]);

      // A PDF sent as any type under any name: kept as the PDF it is.
      const pdf = pdfBytes();
      const sent = await upload(api, jwt, pdf, `CV Camille ${mark}.txt`);
      expect(sent.status).toBe(200);
      const cv = ((await sent.json()) as { data: Profile }).data.cv;
      expect(cv).toMatchObject({ name: `CV Camille ${mark}.pdf`, type: 'application/pdf' });
      expect(added()).toHaveLength(1);
      const [stored] = added();
      expect(filesIn(publicUploads(api))).not.toContain(stored);
      expect(fs.statSync(path.join(privateDir(api), stored)).mode & 0o077).toBe(0);
      // Not under any public address of the CMS.
      expect((await fetch(`${api.base()}/uploads/${stored}`)).status).toBe(404);

      const mine = await apiCall(api, '/profile/cv', { jwt });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('application/pdf');
      expect(mine.headers.get('content-disposition')).toContain(`filename*=UTF-8''CV%20Camille%20${mark}.pdf`);
      expect(mine.headers.get('cache-control')).toContain('no-store');
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      expect(md5(new Uint8Array(await mine.arrayBuffer()))).toBe(md5(pdf));
      expect((await apiCall(api, '/profile/cv')).status).toBe(401);
      const othersCv = await apiCall(api, '/profile/cv', { jwt: other.jwt });
      expect(othersCv.status).toBe(404);
      expect(((await othersCv.json()) as ApiError).error.message).toBe('Aucun CV dans votre profil.');

      // A DOCX replaces it: the PDF's file is gone.
      const replaced = await upload(api, jwt, docxBytes(), `cv-${mark}.pdf`, 'application/pdf');
      expect(replaced.status).toBe(200);
      expect(((await replaced.json()) as { data: Profile }).data.cv).toMatchObject({
        name: `cv-${mark}.docx`,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      expect(added()).toHaveLength(1);
      expect(added()).not.toContain(stored);

      const removed = await apiCall(api, '/profile/cv', { method: 'DELETE', jwt });
      expect(removed.status).toBe(204);
      expect(added()).toEqual([]);
      expect((await apiCall(api, '/profile/cv', { jwt })).status).toBe(404);
      expect(((await (await apiCall(api, '/profile', { jwt })).json()) as { data: Profile }).data.cv).toBeNull();
      expect((await apiCall(api, '/profile/cv', { method: 'DELETE', jwt })).status).toBe(404);
    });
  });
}
