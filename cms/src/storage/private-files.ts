/**
 * Candidates' files (their CVs) are stored through Strapi's upload plugin like every file, with one
 * difference: they are private. They go in a media-library folder of their own (PRIVATE_FOLDER, made at
 * bootstrap), and the upload provider is extended (its own `extend`) so that a file of that folder is
 * written to a private store instead of the public one: never under the public uploads path, never at an
 * address anyone can fetch. Its `url` names no address (`private:` and its random name). Only the
 * candidate routes read it back (../candidate/profile.ts serves it to its owner; an application's signed
 * link to its recruiter).
 *
 * The private store is chosen by configuration (config/candidates.ts):
 * - `local` (the default): a folder on the CMS's disk (PRIVATE_FILES_DIR, by default `.tmp/private-files`
 *   beside the SQLite database), files readable by the CMS's user only;
 * - any other name: a Strapi upload provider package (`@strapi/provider-upload-<name>` or a package name),
 *   with PRIVATE_FILES_OPTIONS as its providerOptions, e.g. `aws-s3` on a bucket without public access:
 *   files are read back through its short-lived signed address. Several CMS instances then share it.
 * Public files (images of the content) keep the configured public provider.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';

/** The media-library folder of candidates' files. */
export const PRIVATE_FOLDER = 'Candidats : CV (privé)';
const URL_PREFIX = 'private:';

/** A file as the upload plugin hands it to its provider, and as it stores it. */
export type UploadFile = {
  hash: string;
  ext?: string;
  mime: string;
  url?: string;
  folderPath?: string;
  buffer?: Buffer;
  stream?: Readable;
  getStream?: () => Readable;
};

/** What a private store does: Strapi's upload provider methods, and reading a file back. */
type Store = {
  upload(file: UploadFile): Promise<void>;
  delete(file: UploadFile): Promise<void>;
  read(file: UploadFile): Promise<Readable>;
};

type ProviderModule = {
  init(options: unknown): {
    upload?: (file: UploadFile) => Promise<void>;
    uploadStream?: (file: UploadFile) => Promise<void>;
    delete(file: UploadFile): Promise<void>;
    getSignedUrl?: (file: UploadFile) => Promise<{ url: string }>;
  };
};

export type PrivateFilesConfig = { provider: string; options: Record<string, unknown>; dir: string };

/** The file's bytes, whichever way the upload plugin gave them. */
const contentOf = (file: UploadFile): Readable => {
  if (file.stream !== undefined) return file.stream;
  if (file.getStream !== undefined) return file.getStream();
  if (file.buffer !== undefined) return Readable.from(file.buffer);
  throw new Error(`The file ${file.hash} has no content`);
};

/** A folder on this machine: one file per upload, named by its random hash, readable by this user only. */
function localStore(dir: string): Store {
  const fileOf = (file: UploadFile): string => path.join(dir, `${file.hash}${file.ext ?? ''}`);
  return {
    async upload(file) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      await pipeline(contentOf(file), fs.createWriteStream(fileOf(file), { mode: 0o600, flags: 'wx' }));
    },
    async delete(file) {
      await fs.promises.rm(fileOf(file), { force: true });
    },
    read: async (file) => fs.createReadStream(fileOf(file)),
  };
}

/** A Strapi upload provider used as the private store (an object store without public access). */
function providerStore(name: string, options: Record<string, unknown>): Store {
  let modulePath: string;
  try {
    modulePath = require.resolve(`@strapi/provider-upload-${name}`);
  } catch {
    modulePath = require.resolve(name);
  }
  // Loaded as the upload plugin loads its own provider (its register's createProvider), by name, at register.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const provider = (require(modulePath) as ProviderModule).init(options);
  return {
    async upload(file) {
      if (provider.uploadStream !== undefined) await provider.uploadStream({ ...file, stream: contentOf(file) });
      else if (provider.upload !== undefined) await provider.upload(file);
    },
    delete: (file) => provider.delete(file),
    async read(file) {
      if (provider.getSignedUrl === undefined) throw new Error(`The upload provider ${name} cannot sign addresses: it cannot keep files private`);
      const { url } = await provider.getSignedUrl(file);
      const response = await fetch(url);
      if (!response.ok || response.body === null) throw new Error(`The private store answered ${response.status}`);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
  };
}

type Write = (file: UploadFile, options?: unknown) => Promise<void>;
type Replace = (file: UploadFile, old: UploadFile, options?: unknown) => Promise<void>;
type Provider = {
  upload: Write;
  uploadStream?: Write;
  replace?: Replace;
  replaceStream?: Replace;
  delete: (file: UploadFile, options?: unknown) => Promise<void>;
  getSignedUrl: (file: UploadFile, options?: unknown) => Promise<unknown>;
  extend: (methods: Partial<Omit<Provider, 'extend'>>) => void;
};

/** `{ [name]: wrap(method) }` when the provider has that method, nothing otherwise. */
const optional = <M, K extends string>(name: K, method: M | undefined, wrap: (method: M) => M): Partial<Record<K, M>> =>
  method === undefined ? {} : ({ [name]: wrap(method) } as Partial<Record<K, M>>);

/** The folder's path in the media library once bootstrap has made it ('/3'…); until then, nothing is private. */
let folderPath: string | null = null;
let folderId: number | null = null;
let store: Store | null = null;

const isPrivate = (file: UploadFile): boolean => folderPath !== null && (file.folderPath === folderPath || (file.url ?? '').startsWith(URL_PREFIX));

/** A private file's bytes (for its owner, or attached to an application's email). */
export function readPrivateFile(file: UploadFile): Promise<Readable> {
  if (store === null || !isPrivate(file)) throw new Error(`The file ${file.hash} is not a private file`);
  return store.read(file);
}

/** At register: the upload provider sends the private folder's files to the private store. */
export function registerPrivateFiles(strapi: Core.Strapi, config: PrivateFilesConfig): void {
  store = config.provider === 'local' ? localStore(config.dir) : providerStore(config.provider, config.options);
  const privateStore = store;
  const provider = strapi.plugin('upload').provider as unknown as Provider;
  // The methods as they are now: the provider's own, and those of the plugin's base (getSignedUrl).
  const base = {
    upload: provider.upload.bind(provider),
    uploadStream: provider.uploadStream?.bind(provider),
    replace: provider.replace?.bind(provider),
    replaceStream: provider.replaceStream?.bind(provider),
    delete: provider.delete.bind(provider),
    getSignedUrl: provider.getSignedUrl.bind(provider),
  };
  const upload = async (file: UploadFile): Promise<void> => {
    await privateStore.upload(file);
    file.url = `${URL_PREFIX}${file.hash}${file.ext ?? ''}`;
  };
  // Replacing a private file writes the new one, then removes the old.
  const replacing =
    (method: Replace): Replace =>
    async (file, old, options) => {
      if (!isPrivate(old)) return method(file, old, options);
      await upload(file);
      await privateStore.delete(old);
    };
  provider.extend({
    upload: (file, options) => (isPrivate(file) ? upload(file) : base.upload(file, options)),
    ...optional('uploadStream', base.uploadStream, (method) => (file, options) => (isPrivate(file) ? upload(file) : method(file, options))),
    ...optional('replace', base.replace, (method) => replacing(method)),
    ...optional('replaceStream', base.replaceStream, (method) => replacing(method)),
    delete: (file, options) => (isPrivate(file) ? privateStore.delete(file) : base.delete(file, options)),
    // The admin's media library asks for an address to show: a private file has none to give.
    getSignedUrl: async (file, options) => (isPrivate(file) ? file : base.getSignedUrl(file, options)),
  });
}

type Folder = { id: number; path: string };

/** At bootstrap: the private folder of the media library, made once; its id, for uploads into it. */
export async function ensurePrivateFolder(strapi: Core.Strapi): Promise<number> {
  const folders = strapi.db.query('plugin::upload.folder');
  let folder = (await folders.findOne({ where: { name: PRIVATE_FOLDER, parent: null }, select: ['id', 'path'] })) as Folder | null;
  if (folder === null) {
    folder = (await strapi.plugin('upload').service('folder').create({ name: PRIVATE_FOLDER, parent: null })) as Folder;
  }
  folderPath = folder.path;
  folderId = folder.id;
  return folder.id;
}

/** The private folder's id, for an upload into it. */
export function privateFolderId(): number {
  if (folderId === null) throw new Error('The private folder is made at bootstrap: no upload before');
  return folderId;
}

/** The entries that hold candidates' files: a profile's current CV, the CV each application sent. */
const HOLDERS = ['api::candidate-profile.candidate-profile', 'api::application.application'] as const;

/**
 * Removes a private file no profile or application holds any more (a CV replaced or removed while no
 * application sent it, an application withdrawn whose CV the profile no longer holds): its bytes from the
 * private store, its row from the media library. Resolves with whether it went.
 */
export async function releasePrivateFile(strapi: Core.Strapi, id: number | null | undefined): Promise<boolean> {
  if (id === null || id === undefined) return false;
  for (const uid of HOLDERS) if ((await strapi.db.query(uid).count({ where: { cv: { id } } })) > 0) return false;
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
  if (file === null) return false;
  await strapi.plugin('upload').service('upload').remove(file);
  return true;
}

/**
 * Whose file it is: the caption of a private file names its candidate (the media library shows it to
 * editors), so that every file an account ever sent is found again, held or not.
 */
export const ownerCaption = (user: number): string => `candidat:${user}`;

/** Removes the candidate's files that nothing holds any more but `keep`. */
export async function releaseOwnFiles(strapi: Core.Strapi, user: number, keep?: number): Promise<void> {
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { folder: { id: privateFolderId() }, caption: ownerCaption(user), ...(keep === undefined ? {} : { id: { $ne: keep } }) },
    select: ['id'],
  })) as { id: number }[];
  for (const file of files) await releasePrivateFile(strapi, file.id);
}

const queues = new Map<number, Promise<unknown>>();
/**
 * Runs a candidate's file changes one after the other (in this process): a new CV replaces the last one
 * and removes it in the same step, however many uploads cross.
 */
export function oneAtATime<T>(user: number, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(user) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(user, settled);
  void settled.then(() => {
    if (queues.get(user) === settled) queues.delete(user);
  });
  return next;
}
