import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { koaBody, type KoaBodyMiddlewareOptions } from 'koa-body';
import { errors } from '@strapi/utils';
import { API_ROUTES, CV_FIELD, CV_MAX_BYTES } from '@rythmo/site-map';
import { requestLocale } from '../utils/request-locale';
import { message } from '../i18n/messages';

/** Where a multipart body may come, the one field that holds its files, and their largest total size. */
type Multipart = { method: string; path: string; field: string; maxBytes: number; tooLarge: (ctx: Context) => string };
type Config = {
  /** The folder of the request's files while it runs, readable by the CMS's user only (UPLOAD_TMP_DIR). */
  tmpDir: string;
  /** koa-body's options, as strapi::body has them (the methods whose body is read). */
  options: Partial<KoaBodyMiddlewareOptions>;
};

const uploadTooLarge = (ctx: Context, maxBytes: number): string =>
  message(requestLocale(ctx), 'request_file_too_large', { max: Math.round(maxBytes / 1024 / 1024) });

/** The routes that take a file: the candidate's CV, and the admin's media library and logos. */
const multipartRoutes = (maxUploadBytes: number): readonly Multipart[] => [
  {
    method: API_ROUTES.cvUpload.method,
    path: `/api${API_ROUTES.cvUpload.path}`,
    field: CV_FIELD,
    maxBytes: CV_MAX_BYTES,
    tooLarge: (ctx) => message(requestLocale(ctx), 'profile_cv_size'),
  },
  { method: 'POST', path: '/upload', field: 'files', maxBytes: maxUploadBytes, tooLarge: (ctx) => uploadTooLarge(ctx, maxUploadBytes) },
  { method: 'POST', path: '/admin/project-settings', field: '', maxBytes: maxUploadBytes, tooLarge: (ctx) => uploadTooLarge(ctx, maxUploadBytes) },
];

/** formidable's refusals carry the status they mean: 413 for a size past its limit, 400 for a body it could not read. */
const httpCode = (error: unknown): number | undefined => {
  const code = (error as { httpCode?: unknown } | null)?.httpCode;
  return typeof code === 'number' ? code : undefined;
};

/**
 * A multipart body, before strapi::body (which reads the others, and is told to leave these). A multipart body (a file) is read only on the routes that
 * take one (`multipartRoutes`, the path spelled as the router's own), and anywhere else refused with a
 * 415 before a byte of it is read: a file sent to the login, an alert or the profile never reaches the
 * disk. Where it is taken, its files are written to a folder of their own for this request inside
 * `tmpDir` (0700, so no other user of the machine reads a CV), past `maxBytes` the request is a 413, and
 * the folder is removed once the request is answered, whatever happened (a refused token, a failed
 * check, a body cut short). Strapi's own body middleware writes to the system's temporary folder,
 * readable by all, and removes only a field named `files`, only when nothing threw.
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  // The largest image an editor uploads: the upload plugin's sizeLimit (config/plugins.ts).
  const routes = multipartRoutes(strapi.config.get<number>('plugin::upload.sizeLimit'));
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.is('multipart')) return next();
    const route = routes.find(({ method, path: routePath }) => ctx.method === method && ctx.path === routePath);
    if (route === undefined) {
      ctx.status = 415;
      ctx.body = {
        data: null,
        error: { status: 415, name: 'UnsupportedMediaTypeError', message: message(requestLocale(ctx), 'request_multipart_refused'), details: {} },
      };
      return;
    }
    await fs.promises.mkdir(config.tmpDir, { recursive: true, mode: 0o700 });
    const dir = await fs.promises.mkdtemp(path.join(config.tmpDir, 'request-'));
    try {
      const parse = koaBody({
        ...config.options,
        multipart: true,
        patchKoa: true,
        formidable: {
          uploadDir: dir,
          maxFileSize: route.maxBytes,
          maxFieldsSize: 1024 * 1024,
          allowEmptyFiles: false,
          filter: ({ name }) => route.field === '' || name === route.field,
        },
      });
      try {
        await parse(ctx, async () => undefined);
      } catch (error) {
        if (httpCode(error) === 413) throw new errors.PayloadTooLargeError(route.tooLarge(ctx));
        throw new errors.ValidationError(message(requestLocale(ctx), 'request_multipart_unreadable'));
      }
      await next();
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
};
