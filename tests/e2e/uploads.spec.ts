import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { CV_MAX_BYTES } from '@rythmo/site-map';
import { cmsUrl } from './support/cms';
import { apiCall, candidate, SITE_API, unique, type Api, type ApiError } from './support/candidates';
import { pdfBytes } from './support/files';

// Files sent to the CMS: a multipart body is read only where a file is expected (the
// CV), written to a private folder, and removed after the request whatever happened; nowhere else does
// it reach the disk. Each file sent here carries a mark of its own, looked for afterwards in every folder
// where the CMS writes temporary files (cms/src/middlewares/body.ts).

const CMS_API: Api = { ...SITE_API, name: 'the CMS directly', base: () => cmsUrl() };
const dataDir = (): string => process.env.E2E_DATA_DIR ?? '';
/** The CMS's own temporary folder (TMPDIR) and the one of the requests in progress (UPLOAD_TMP_DIR), as the stack sets them. */
const cmsFolders = (): string[] => [path.join(dataDir(), 'cms-tmp'), path.join(dataDir(), 'uploads-in-progress')];

/** The files under a folder whose bytes hold the mark. */
function filesHolding(dir: string, mark: Buffer): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = path.join(dir, name);
    try {
      return fs.statSync(file).isFile() && fs.readFileSync(file).includes(mark) ? [file] : [];
    } catch {
      return [];
    }
  });
}

/** A PDF-looking file of `size` bytes that carries `mark`. */
const markedFile = (mark: string, size = 4096): Blob => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(pdfBytes()).copy(bytes, 0, 0, Math.min(size, 1024));
  bytes.write(mark, size - mark.length - 1, 'latin1');
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
};
const formWith = (field: string, file: Blob): FormData => {
  const form = new FormData();
  form.append(field, file, 'cv.pdf');
  form.append('identifier', 'someone@exemple.fr');
  return form;
};

test('a file sent where none is expected, without a token, too large or malformed, leaves nothing on the disk', async () => {
  const account = await candidate();
  const mark = `rythmo-upload-mark-${unique()}`;
  const file = (size?: number): Blob => markedFile(mark, size);
  const sent: [string, Promise<Response>, number][] = [];
  for (const api of [SITE_API, CMS_API]) {
    sent.push(
      [`${api.name}: CV without a token`, apiCall(api, '/profile/cv', { method: 'PUT', form: formWith('file', file()) }), 401],
      [`${api.name}: CV with a forged token`, apiCall(api, '/profile/cv', { method: 'PUT', form: formWith('file', file()), jwt: 'forged.token.here' }), 401],
      [`${api.name}: a file to the login`, apiCall(api, '/auth/local', { form: formWith('file', file()) }), 415],
      [`${api.name}: a file to the alerts`, apiCall(api, '/alerts', { form: formWith('file', file()) }), 415],
      [`${api.name}: a file to the profile`, apiCall(api, '/profile', { method: 'PUT', form: formWith('file', file()), jwt: account.jwt }), 415],
      [
        `${api.name}: a file in another field of the CV route`,
        apiCall(api, '/profile/cv', { method: 'PUT', form: formWith('document', file()), jwt: account.jwt }),
        400,
      ],
    );
  }
  // Straight to the CMS: a CV past the limit, and one of 12 MB.
  sent.push([
    `a CV just past ${CV_MAX_BYTES} bytes`,
    apiCall(CMS_API, '/profile/cv', { method: 'PUT', form: formWith('file', file(CV_MAX_BYTES + 1)), jwt: account.jwt }),
    413,
  ]);
  sent.push(['a CV of 12 MB', apiCall(CMS_API, '/profile/cv', { method: 'PUT', form: formWith('file', file(12 * 1024 * 1024)), jwt: account.jwt }), 413]);
  for (const [what, answer, status] of sent) {
    const response = await answer;
    expect(response.status, what).toBe(status);
    const body = (await response.json()) as ApiError;
    expect(body.error.status, what).toBe(status);
    if (status === 413) expect(body.error.message, what).toBe('Le CV ne peut dépasser 5 Mo.');
    if (status === 415) expect(body.error.message, what).toBe('Cette adresse n’accepte pas de fichier (corps multipart).');
  }
  const left = cmsFolders().flatMap((dir) => filesHolding(dir, Buffer.from(mark, 'latin1')));
  expect(left).toEqual([]);
  // The CMS's temporary folders are its own.
  for (const dir of cmsFolders()) expect((fs.statSync(dir).mode & 0o777).toString(8), dir).toBe('700');
});

test('a multipart body that does not parse is a JSON 400 on the CV route, and a 415 elsewhere', async () => {
  const account = await candidate();
  const garbage = (route: string, jwt?: string): Promise<Response> =>
    fetch(`${cmsUrl()}/api${route}`, {
      method: route === '/profile/cv' ? 'PUT' : 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', ...(jwt === undefined ? {} : { authorization: `Bearer ${jwt}` }) },
      body: 'garbage',
    });
  const onCv = await garbage('/profile/cv', account.jwt);
  expect(onCv.status).toBe(400);
  expect(((await onCv.json()) as ApiError).error.message).toBe('Le corps multipart de la requête est illisible.');
  expect((await garbage('/auth/local')).status).toBe(415);
  // A CV sent as it should be is still taken.
  const form = new FormData();
  form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'Mon CV.pdf');
  const taken = await apiCall(CMS_API, '/profile/cv', { method: 'PUT', form, jwt: account.jwt });
  expect(taken.status, await taken.clone().text()).toBe(200);
});

test('a name keeps to one line and a CV’s name cannot hide its type behind a reversing character', async () => {
  const account = await candidate();
  const saved = await apiCall(SITE_API, '/profile', {
    method: 'PUT',
    jwt: account.jwt,
    body: { data: { first_name: 'Alice\r\nBcc: x@exemple.fr', last_name: 'Mar\u202etin' } },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect(((await saved.json()) as { data: { first_name: string; last_name: string } }).data).toMatchObject({
    first_name: 'Alice Bcc: x@exemple.fr',
    last_name: 'Martin',
  });
  const form = new FormData();
  form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'CV_Jean\u202efdp.docx');
  const sent = await apiCall(SITE_API, '/profile/cv', { method: 'PUT', form, jwt: account.jwt });
  expect(sent.status, await sent.clone().text()).toBe(200);
  expect(((await sent.json()) as { data: { cv: { name: string } } }).data.cv.name).toBe('CV_Jeanfdp.pdf');
});
