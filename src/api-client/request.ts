/**
 * The requests of the site's live API (/api/… on its own origin): JSON in and out, the candidate's token as
 * a bearer header when one is held (./token-source.ts), the page's language as the one to answer in
 * (`Accept-Language`: the CMS writes its own messages in it), and failures as the server describes them:
 * its error body is passed on; without one (a network failure, a proxy's page), an UnknownError with status
 * 500 is built; either is logged. An aborted request is not a failure: its AbortError goes through
 * untouched. Without the table of the API's routes (./client.ts calls them by name), for a part that knows
 * its path already (an offer-list section's live check: src/sections/live-check.ts).
 */
import { PUBLIC_ENV } from '../config/public-env';
import { heldToken } from './token-source';

/** An error in Strapi's shape: `{data: null, error: {status, name, message, details}}`. */
export type ApiErrorBody = { status: number; name: string; message: string; details?: unknown };

export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor({ status, name, message, details }: ApiErrorBody) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details ?? {};
  }

  /** The message the server gave for one field of a form (Strapi's ValidationError details), if any. */
  fieldMessage(field: string): string | undefined {
    const errors = (this.details as { errors?: { path?: unknown; message?: unknown }[] } | null)?.errors;
    const found = Array.isArray(errors) ? errors.find((error) => Array.isArray(error.path) && error.path.join('.') === field) : undefined;
    return typeof found?.message === 'string' ? found.message : undefined;
  }
}

export const UNKNOWN_ERROR: ApiErrorBody = { status: 500, name: 'UnknownError', message: 'Unknown error' };

const isErrorBody = (value: unknown): value is ApiErrorBody => {
  const error = value as Partial<ApiErrorBody> | null;
  return typeof error === 'object' && error !== null && typeof error.status === 'number' && typeof error.name === 'string' && typeof error.message === 'string';
};

/** The error a failed response describes, or the UnknownError when it describes none. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: unknown } | null)?.error;
  return new ApiError(isErrorBody(error) ? error : { ...UNKNOWN_ERROR, status: response.status >= 400 ? response.status : UNKNOWN_ERROR.status });
}

export type Params = Readonly<Record<string, string>> | URLSearchParams | string;
export type RequestOptions = {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** The bearer token; by default the candidate's own, when one is held (./token-source.ts). */
  token?: string | null;
};

/** The page's language (its `<html lang>`), none outside a browser. */
export const pageLanguage = (): string => (typeof document === 'undefined' ? '' : document.documentElement.lang);

export const queryOf = (params: Params | undefined): string => {
  if (params === undefined) return '';
  const text = typeof params === 'string' ? params : new URLSearchParams(params as Record<string, string>).toString();
  return text === '' ? '' : `?${text}`;
};

/** A read of the CMS's public content API (`/student-job-types`: CONTENT_TYPES's paths). */
export const contentRequest = <T>(path: string, options: RequestOptions = {}): Promise<T> => request<T>('GET', path, options);

export async function request<T>(method: string, path: string, { params, body, signal, token = heldToken() }: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const language = pageLanguage();
  if (language !== '') headers['Accept-Language'] = language;
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_ENV.liveApiUrl}${path}${queryOf(params)}`, {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (failure) {
    if (failure instanceof DOMException && failure.name === 'AbortError') throw failure;
    const error = new ApiError(UNKNOWN_ERROR);
    console.error(`${method} ${path} failed`, failure);
    throw error;
  }
  if (!response.ok) {
    const error = await errorOf(response);
    console.error(`${method} ${path}: ${error.status} ${error.name}: ${error.message}`);
    throw error;
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
