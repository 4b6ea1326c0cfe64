// The CMS as an editor drives it: the admin API the admin panel itself calls (login, then the content
// manager's create, update, publish, unpublish and delete, and the preview button), with a real
// administrator account. Used by the end-to-end tests and the publish benchmark; types in cms-admin.d.mts.

export class AdminApiError extends Error {
  constructor(status, body, action) {
    super(`${action} answered ${status}: ${JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

const localeQuery = (locale) => (locale === undefined ? '' : `?locale=${locale}`);

export class CmsAdmin {
  #baseUrl;
  #jwt;

  constructor(baseUrl, jwt) {
    this.#baseUrl = baseUrl;
    this.#jwt = jwt;
  }

  static async login(baseUrl, { email, password }) {
    const response = await fetch(`${baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await response.json();
    if (!response.ok || body.data?.token === undefined) throw new AdminApiError(response.status, body, 'Admin login');
    return new CmsAdmin(baseUrl, body.data.token);
  }

  async #send(method, path, body) {
    const response = await fetch(`${this.#baseUrl}/content-manager/${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.#jwt}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = response.status === 204 ? {} : await response.json();
    if (!response.ok) throw new AdminApiError(response.status, json, `${method} ${path}`);
    return json;
  }

  async #entry(method, path, body) {
    const json = await this.#send(method, path, body);
    if (json.data === undefined) throw new AdminApiError(200, json, `${method} ${path} returned no entry`);
    return json.data;
  }

  /** Creates a draft (the content manager never publishes on create). */
  create(uid, data, locale) {
    return this.#entry('POST', `collection-types/${uid}${localeQuery(locale)}`, data);
  }

  update(uid, documentId, data, locale) {
    return this.#entry('PUT', `collection-types/${uid}/${documentId}${localeQuery(locale)}`, data);
  }

  publish(uid, documentId, locale) {
    return this.#entry('POST', `collection-types/${uid}/${documentId}/actions/publish${localeQuery(locale)}`, {});
  }

  unpublish(uid, documentId, locale) {
    return this.#entry('POST', `collection-types/${uid}/${documentId}/actions/unpublish${localeQuery(locale)}`, {});
  }

  async remove(uid, documentId, locale) {
    await this.#send('DELETE', `collection-types/${uid}/${documentId}${localeQuery(locale)}`);
  }

  /** Entries of a type as the list view shows them (drafts included). */
  async list(uid, { page = 1, pageSize = 10, sort = 'id:ASC', locale } = {}) {
    const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort, ...(locale === undefined ? {} : { locale }) });
    return (await this.#send('GET', `collection-types/${uid}?${query.toString()}`)).results;
  }

  /** One entry as the edit view shows it (its draft version). */
  get(uid, documentId, locale) {
    return this.#entry('GET', `collection-types/${uid}/${documentId}${localeQuery(locale)}`);
  }

  /** A single type (home page, global settings): its draft version, an update of it, its publication. */
  getSingle(uid, locale) {
    return this.#entry('GET', `single-types/${uid}${localeQuery(locale)}`);
  }

  updateSingle(uid, data, locale) {
    return this.#entry('PUT', `single-types/${uid}${localeQuery(locale)}`, data);
  }

  publishSingle(uid, locale) {
    return this.#entry('POST', `single-types/${uid}/actions/publish${localeQuery(locale)}`, {});
  }

  /** Uploads an image to the media library, with or without its alternative text; returns the file id. */
  async uploadImage(name, bytes, alternativeText) {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'image/png' }), name);
    form.append('fileInfo', JSON.stringify({ name, ...(alternativeText === undefined ? {} : { alternativeText }) }));
    const response = await fetch(`${this.#baseUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${this.#jwt}` }, body: form });
    const json = await response.json();
    if (!response.ok) throw new AdminApiError(response.status, json, `Upload of ${name}`);
    return json[0].id;
  }

  /** The address the « Open preview » button opens (null when the type has no page). */
  async previewUrl(uid, documentId, status, locale) {
    const query = new URLSearchParams({ documentId, status, ...(locale === undefined ? {} : { locale }) });
    const json = await this.#send('GET', `preview/url/${uid}?${query.toString()}`);
    return json.data?.url ?? null;
  }
}
