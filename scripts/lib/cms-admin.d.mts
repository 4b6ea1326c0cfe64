export type AdminCredentials = { email: string; password: string };
export type AdminEntry = Record<string, unknown> & { documentId: string };

export declare class AdminApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, action: string);
}

export declare class CmsAdmin {
  private constructor(baseUrl: string, jwt: string);
  static login(baseUrl: string, credentials: AdminCredentials): Promise<CmsAdmin>;
  create(uid: string, data: Record<string, unknown>, locale?: string): Promise<AdminEntry>;
  update(uid: string, documentId: string, data: Record<string, unknown>, locale?: string): Promise<AdminEntry>;
  publish(uid: string, documentId: string, locale?: string): Promise<AdminEntry>;
  unpublish(uid: string, documentId: string, locale?: string): Promise<AdminEntry>;
  remove(uid: string, documentId: string, locale?: string): Promise<void>;
  list(uid: string, options?: { page?: number; pageSize?: number; sort?: string; locale?: string }): Promise<AdminEntry[]>;
  get(uid: string, documentId: string, locale?: string): Promise<AdminEntry>;
  getSingle(uid: string, locale?: string): Promise<AdminEntry>;
  updateSingle(uid: string, data: Record<string, unknown>, locale?: string): Promise<AdminEntry>;
  publishSingle(uid: string, locale?: string): Promise<AdminEntry>;
  uploadImage(name: string, bytes: Uint8Array, alternativeText?: string): Promise<number>;
  previewUrl(uid: string, documentId: string, status: 'draft' | 'published', locale?: string): Promise<string | null>;
}
