/**
 * The candidate's profile (« Mon profil »), one per account, reached only through its owner's
 * token (../middlewares/candidate-login.ts answers 401 without one; there is no id in any address, so no one else's
 * profile can be asked for):
 * - GET /api/profile: the profile (empty before the first save), its CV's name, type and size, and what
 *   it still lacks to apply (`missing`);
 * - PUT /api/profile: the whole profile, checked by the rules of @rythmo/site-map's profile.ts, with
 *   messages in the request's language naming each field (400);
 * - PUT /api/profile/cv (multipart, field `file`): a PDF or DOCX of at most 5 MB, its type read from its
 *   bytes (file-type), never from its name or the declared type; it replaces the previous CV;
 * - GET /api/profile/cv: the CV itself, to its owner; DELETE /api/profile/cv removes it.
 * The CV is stored by the upload plugin in the private store (../storage/private-files.ts).
 */
import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import {
  COMMUNE_CODE,
  CV_FIELD,
  CV_MAX_BYTES,
  CV_TYPES,
  DAYS,
  EMPTY_PROFILE,
  isCvType,
  PROFILE_LABEL_KEYS,
  PROFILE_MAX,
  PROFILE_MAX_HOURS,
  PROFILE_PHONE,
  profileMissing,
  SLOTS,
  SLUG_PATTERN,
  type Locale,
  type Profile,
  type ProfileCv,
  type ProfileInput,
  type ProfileTextField,
} from '@rythmo/site-map';
import { shownPhone, storedPhone } from './phone';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { oneAtATime, ownerCaption, privateFolderId, readPrivateFile, releaseOwnFiles, releasePrivateFile, type UploadFile } from '../storage/private-files';
import { communeName } from './communes';
import { message } from '../i18n/messages';

export const PROFILE_UID = 'api::candidate-profile.candidate-profile';
const STUDENT_TYPE = 'api::student-job-type.student-job-type';

/** A stored file, as the upload plugin keeps it. */
export type StoredFile = UploadFile & { id: number; name: string; size: number; createdAt: string };
/** A profile as stored. */
export type StoredProfile = { documentId: string; cv: StoredFile | null } & Omit<ProfileInput, 'student_types'> & { student_types: string[] | null };

type Context = Negotiating & {
  state: { user?: { id: number } };
  request: { body?: unknown; files?: Record<string, FormFile | FormFile[] | undefined> };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
};
/** A file of a multipart body, as formidable writes it to a temporary folder. */
type FormFile = { filepath: string; originalFilename: string | null; mimetype: string | null; size: number };

/** The fields of one line: a line break or a control character in them is a space (a name never starts a new line of an email). */
const ONE_LINE: readonly ProfileTextField[] = ['first_name', 'last_name', 'phone'];
/** The invisible characters that reorder text (U+202E shows `CV_Jean\u202efdp.docx` as `CV_Jeanxcod.pdf`). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const text = (field: ProfileTextField, locale: Locale) =>
  yup
    .string()
    // On text only: yup's own trim() calls `.trim()` on whatever came, an object or a list too (a 500).
    .transform((value: unknown) =>
      typeof value !== 'string' ? value : (ONE_LINE.includes(field) ? value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ') : value).replace(BIDI_CONTROLS, '').trim(),
    )
    .typeError(message(locale, 'rule_text', { path: message(locale, PROFILE_LABEL_KEYS[field]) }))
    .max(PROFILE_MAX[field], message(locale, 'rule_max_length', { path: message(locale, PROFILE_LABEL_KEYS[field]), max: PROFILE_MAX[field] }))
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

/** Some of these values, each once at most. */
const choices = (values: readonly string[], message: string) =>
  yup
    .array(
      yup
        .string()
        .oneOf([...values], message)
        .required(message),
    )
    .max(values.length, message)
    .default([]);

export const profileBodySchema = (locale: Locale) => {
  const messages = {
    phone: message(locale, 'profile_phone_format'),
    city: message(locale, 'profile_city'),
    availability: message(locale, 'profile_availability'),
    studentTypes: message(locale, 'profile_student_types'),
  };
  return yup.object({
    data: yup
      .object({
        first_name: text('first_name', locale),
        last_name: text('last_name', locale),
        phone: text('phone', locale).matches(PROFILE_PHONE, { message: messages.phone, excludeEmptyString: true }),
        city: yup
          .object({ code: yup.string().matches(COMMUNE_CODE, messages.city).required(messages.city), name: yup.string().max(100, messages.city) })
          .noUnknown(true, messages.city)
          .nullable()
          .default(null)
          .typeError(messages.city),
        availability: yup
          .object({
            days: choices(DAYS, messages.availability),
            slots: choices(SLOTS, messages.availability),
            hours_per_week: yup
              .number()
              .typeError(messages.availability)
              .integer(messages.availability)
              .min(1, messages.availability)
              .max(PROFILE_MAX_HOURS, messages.availability)
              .nullable()
              .default(null),
          })
          .noUnknown(true, messages.availability)
          .nullable()
          .default(null)
          .typeError(messages.availability),
        student: yup.boolean().default(false),
        student_types: yup
          .array(yup.string().matches(SLUG_PATTERN, messages.studentTypes).required(messages.studentTypes))
          .max(20, messages.studentTypes)
          .default([])
          .typeError(messages.studentTypes),
        presentation: text('presentation', locale),
      })
      .noUnknown()
      .required(),
  });
};

/** The field's message in Strapi's error shape (the site shows it next to the field). */
const fieldError = (field: string | string[], message: string): errors.ValidationError =>
  new errors.ValidationError(message, { errors: [{ path: Array.isArray(field) ? field : [field], message, name: 'ValidationError' }] });

const cvOf = (file: StoredFile | null): ProfileCv | null =>
  file === null || !isCvType(file.mime) ? null : { name: file.name, type: file.mime, size: Math.round(file.size * 1024), uploaded_at: file.createdAt };

/** What the routes answer: the profile as written, its CV, what it lacks. */
export function presentProfile(stored: StoredProfile | null): Profile {
  const input: ProfileInput =
    stored === null
      ? EMPTY_PROFILE
      : {
          first_name: stored.first_name,
          last_name: stored.last_name,
          phone: shownPhone(stored.phone),
          city: stored.city,
          availability: stored.availability,
          student: stored.student,
          student_types: stored.student_types ?? [],
          presentation: stored.presentation,
        };
  const cv = cvOf(stored?.cv ?? null);
  return { ...input, cv, missing: profileMissing({ ...input, cv }) };
}

const FIELDS = ['first_name', 'last_name', 'phone', 'city', 'availability', 'student', 'student_types', 'presentation'];

/** The candidate's profile, with its CV's file; null before the first save. */
export const findProfile = async (strapi: Core.Strapi, user: number): Promise<StoredProfile | null> =>
  (await strapi.documents(PROFILE_UID).findFirst({
    filters: { candidate: { id: user } },
    fields: FIELDS as never,
    populate: { cv: true },
  })) as unknown as StoredProfile | null;

export function profileController({ strapi }: { strapi: Core.Strapi }) {
  /** The candidate's id; their data is never stored by a cache on the way (nginx says the same). */
  const candidate = (ctx: Context): number => {
    if (ctx.state.user === undefined) throw new errors.UnauthorizedError();
    ctx.set('Cache-Control', 'no-store');
    return ctx.state.user.id;
  };
  /** The profile, made empty at the first need (a save, a CV). */
  const ensureProfile = async (user: number): Promise<StoredProfile> => {
    const found = await findProfile(strapi, user);
    if (found !== null) return found;
    await strapi.documents(PROFILE_UID).create({ data: { candidate: user, student: false } as never });
    return (await findProfile(strapi, user)) as StoredProfile;
  };
  /** Forgets a CV the profile no longer holds: its file goes unless an application still sends it. */
  const release = async (file: StoredFile | null): Promise<void> => {
    await releasePrivateFile(strapi, file?.id);
  };

  return {
    async find(ctx: Context): Promise<void> {
      ctx.body = { data: presentProfile(await findProfile(strapi, candidate(ctx))) };
    },

    async update(ctx: Context): Promise<void> {
      const user = candidate(ctx);
      const locale = requestLocale(ctx);
      const { data } = (await validateYupSchema(profileBodySchema(locale), { strict: false })(ctx.request.body)) as { data: ProfileInput };
      let city = data.city;
      if (city !== null) {
        const name = communeName(city.code);
        if (name === undefined) throw fieldError('city', message(locale, 'profile_city'));
        city = { code: city.code, name };
      }
      const types = [...new Set(data.student ? data.student_types : [])];
      if (types.length > 0) {
        const known = (await strapi
          .documents(STUDENT_TYPE)
          .findMany({ status: 'published', filters: { slug: { $in: types } }, fields: ['slug'], locale: 'fr' })) as unknown as {
          slug: string;
        }[];
        if (known.length !== types.length) throw fieldError('student_types', message(locale, 'profile_student_types'));
      }
      const phone = data.phone === null || data.phone.trim() === '' ? data.phone : storedPhone(data.phone);
      // A number no country has: said next to the field, as the rules' own messages are (`data.phone`).
      if (phone === null && data.phone !== null) throw fieldError(['data', 'phone'], message(locale, 'profile_phone_format'));
      const availability =
        data.availability === null ? null : { ...data.availability, days: [...new Set(data.availability.days)], slots: [...new Set(data.availability.slots)] };
      const profile = await ensureProfile(user);
      await strapi.documents(PROFILE_UID).update({
        documentId: profile.documentId,
        data: { ...data, phone, city, availability, student_types: types } as never,
      });
      ctx.body = { data: presentProfile(await findProfile(strapi, user)) };
    },

    async cv(ctx: Context): Promise<void> {
      const profile = await findProfile(strapi, candidate(ctx));
      const file = profile?.cv ?? null;
      if (file === null) throw new errors.NotFoundError(message(requestLocale(ctx), 'profile_cv_none'));
      sendFile(ctx, file, await readPrivateFile(file));
    },

    async uploadCv(ctx: Context): Promise<void> {
      const user = candidate(ctx);
      const locale = requestLocale(ctx);
      const files = ctx.request.files ?? {};
      const given = files[CV_FIELD];
      try {
        if (given === undefined || Array.isArray(given)) throw fieldError('file', message(locale, 'profile_cv_missing'));
        if (given.size > CV_MAX_BYTES) {
          ctx.status = 413;
          ctx.body = { data: null, error: { status: 413, name: 'PayloadTooLargeError', message: message(locale, 'profile_cv_size'), details: {} } };
          return;
        }
        const type = (await sniff(given.filepath))?.mime;
        if (!isCvType(type)) throw fieldError('file', message(locale, 'profile_cv_type'));
        // Named with the extension of what it is: the upload plugin takes the extension from the name.
        const name = cvName(given.originalFilename, type);
        // One CV per profile: the new one is stored, held, and every other file of the candidate that nothing
        // holds (the last CV, one of an upload that crossed this one) removed, before the next upload starts.
        await oneAtATime(user, async () => {
          const profile = await ensureProfile(user);
          const [stored] = (await strapi
            .plugin('upload')
            .service('upload')
            .upload({
              data: { fileInfo: { name, caption: ownerCaption(user), folder: privateFolderId() } },
              files: { ...given, originalFilename: name, mimetype: type },
            })) as StoredFile[];
          await strapi.documents(PROFILE_UID).update({ documentId: profile.documentId, data: { cv: stored.id } as never });
          await releaseOwnFiles(strapi, user, stored.id);
        });
        ctx.body = { data: presentProfile(await findProfile(strapi, user)) };
      } finally {
        for (const file of Object.values(files).flat()) if (file !== undefined) await fs.promises.rm(file.filepath, { force: true });
      }
    },

    async deleteCv(ctx: Context): Promise<void> {
      const user = candidate(ctx);
      const profile = await findProfile(strapi, user);
      if (profile?.cv === null || profile === null) throw new errors.NotFoundError(message(requestLocale(ctx), 'profile_cv_none'));
      await strapi.documents(PROFILE_UID).update({ documentId: profile.documentId, data: { cv: null } as never });
      await release(profile.cv);
      ctx.status = 204;
      ctx.body = null;
    },
  };
}

/** The type a file's first bytes say it is (undefined: none that file-type knows). */
async function sniff(filepath: string): Promise<{ mime: string } | undefined> {
  const { fileTypeFromFile } = await import('file-type');
  return fileTypeFromFile(filepath);
}

/** The CV's name as the recruiter receives it: the candidate's name for it, with the extension of its real type. */
function cvName(original: string | null, type: keyof typeof CV_TYPES): string {
  const base = (original ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 100);
  return `${base === '' ? 'CV' : base}.${CV_TYPES[type]}`;
}

/** Answers a private file: to download, never cached, never sniffed as another type. */
export function sendFile(ctx: Pick<Context, 'set' | 'body'>, file: StoredFile, content: NodeJS.ReadableStream): void {
  ctx.set('Content-Type', file.mime);
  ctx.set('Content-Disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = content;
}
