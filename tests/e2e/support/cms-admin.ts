/**
 * The CMS as an editor drives it: the admin API the admin panel itself calls (login, then the content
 * manager's create, update, publish, unpublish and delete), with a real administrator account.
 */
export type AdminCredentials = { email: string; password: string };
export type AdminEntry = Record<string, unknown> & { documentId: string };

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    action: string,
  ) {
    super(`${action} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export class CmsAdmin {
  private constructor(
    private readonly baseUrl: string,
    private readonly jwt: string,
  ) {}

  static async login(baseUrl: string, { email, password }: AdminCredentials): Promise<CmsAdmin> {
    const response = await fetch(`${baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { data?: { token?: string } };
    if (!response.ok || body.data?.token === undefined) throw new AdminApiError(response.status, body, 'Admin login');
    return new CmsAdmin(baseUrl, body.data.token);
  }

  private async send(method: string, path: string, body?: unknown): Promise<{ data?: AdminEntry }> {
    const response = await fetch(`${this.baseUrl}/content-manager/${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.jwt}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: AdminEntry };
    if (!response.ok) throw new AdminApiError(response.status, json, `${method} ${path}`);
    return json;
  }

  private async call(method: string, path: string, body?: unknown): Promise<AdminEntry> {
    const json = await this.send(method, path, body);
    if (json.data === undefined) throw new AdminApiError(200, json, `${method} ${path} returned no entry`);
    return json.data;
  }

  private static query(locale?: string): string {
    return locale === undefined ? '' : `?locale=${locale}`;
  }

  /** Creates a draft (the content manager never publishes on create). */
  create(uid: string, data: Record<string, unknown>, locale?: string): Promise<AdminEntry> {
    return this.call('POST', `collection-types/${uid}${CmsAdmin.query(locale)}`, data);
  }

  update(uid: string, documentId: string, data: Record<string, unknown>, locale?: string): Promise<AdminEntry> {
    return this.call('PUT', `collection-types/${uid}/${documentId}${CmsAdmin.query(locale)}`, data);
  }

  publish(uid: string, documentId: string, locale?: string): Promise<AdminEntry> {
    return this.call('POST', `collection-types/${uid}/${documentId}/actions/publish${CmsAdmin.query(locale)}`, {});
  }

  unpublish(uid: string, documentId: string, locale?: string): Promise<AdminEntry> {
    return this.call('POST', `collection-types/${uid}/${documentId}/actions/unpublish${CmsAdmin.query(locale)}`, {});
  }

  /** The address the content manager's « Open preview » button opens (null when the type has no page). */
  async previewUrl(uid: string, documentId: string, status: 'draft' | 'published', locale?: string): Promise<string | null> {
    const query = new URLSearchParams({ documentId, status, ...(locale === undefined ? {} : { locale }) });
    const response = await fetch(`${this.baseUrl}/content-manager/preview/url/${uid}?${query.toString()}`, { headers: { Authorization: `Bearer ${this.jwt}` } });
    if (response.status === 204) return null;
    const json = (await response.json()) as { data?: { url?: string } };
    if (!response.ok || json.data?.url === undefined) throw new AdminApiError(response.status, json, `Preview URL of ${uid}`);
    return json.data.url;
  }

  /** Uploads an image to the media library, with or without its alternative text; returns the file id. */
  async uploadImage(name: string, bytes: Uint8Array<ArrayBuffer>, alternativeText?: string): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'image/png' }), name);
    form.append('fileInfo', JSON.stringify({ name, ...(alternativeText === undefined ? {} : { alternativeText }) }));
    const response = await fetch(`${this.baseUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${this.jwt}` }, body: form });
    const json = (await response.json()) as { id: number }[];
    if (!response.ok) throw new AdminApiError(response.status, json, `Upload of ${name}`);
    return json[0].id;
  }

  async remove(uid: string, documentId: string, locale?: string): Promise<void> {
    await this.send('DELETE', `collection-types/${uid}/${documentId}${CmsAdmin.query(locale)}`);
  }
}
