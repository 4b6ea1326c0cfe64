import { expect, test } from '@playwright/test';
import { CONTENT_TYPES } from '@rythmo/site-map';
import { buildToken, cmsUrl } from './support/cms';
import { candidate } from './support/candidates';
import { rawRequest } from './support/http';
import { siteUrl } from './support/site';

// The security boundaries, as an attacker probed the running stack from loopback: drafts
// through the media library, one request that stopped the search thread, encoded paths past nginx, 500s
// on malformed queries, nginx's own errors in HTML.

type Attribute = { type: string; target?: string; component?: string; components?: string[] };
type Schema = { kind: string; attributes: Record<string, Attribute> };
type SchemaList = { data: { uid: string; schema: Schema }[] };
type ApiError = { data: null; error: { status: number; name: string; message: string } };

const FILE_LINKS_REFUSED = /^Relation non publique\u00a0: [a-z_]+\.related /;

/** The schemas of the content types and components, as the CMS describes them to the build token. */
async function schemas(): Promise<Map<string, Schema>> {
  const read = async (what: string): Promise<SchemaList> =>
    (await (await fetch(`${cmsUrl()}/api/content-type-builder/${what}`, { headers: { Authorization: `Bearer ${buildToken()}` } })).json()) as SchemaList;
  const [types, components] = await Promise.all([read('content-types'), read('components')]);
  return new Map([...types.data, ...components.data].map(({ uid, schema }) => [uid, schema]));
}

/** The schemas an attribute leads to: a media's file, a relation's target, a component, a dynamic zone's components. */
const targets = (attribute: Attribute): string[] =>
  attribute.type === 'media'
    ? ['plugin::upload.file']
    : attribute.type === 'relation' && attribute.target !== undefined
      ? [attribute.target]
      : attribute.type === 'component' && attribute.component !== undefined
        ? [attribute.component]
        : attribute.type === 'dynamiczone'
          ? (attribute.components ?? [])
          : [];

/** Every populate a public caller may ask of a type within the two levels allowed: `a`, then `a.b` for each b of a's targets. */
function populates(schema: Schema, all: Map<string, Schema>): { query: string; path: string }[] {
  const found: { query: string; path: string }[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const next = targets(attribute);
    if (next.length === 0) continue;
    found.push({ query: `populate[${name}]=true`, path: name });
    for (const uid of next) {
      for (const [inner, innerAttribute] of Object.entries(all.get(uid)?.attributes ?? {})) {
        if (innerAttribute.type === 'relation' || targets(innerAttribute).length > 0)
          found.push({ query: `populate[${name}][populate][${inner}]=true`, path: `${name}.${inner}` });
      }
    }
  }
  return [...new Map(found.map((one) => [one.query, one])).values()];
}

test.describe('drafts through relations', () => {
  test('no public type serves a draft through any populate of two levels, as a visitor or a candidate; a file’s `related` is a JSON 400', async () => {
    test.setTimeout(180_000);
    const all = await schemas();
    const { jwt } = await candidate();
    const refusedPaths = new Set<string>();
    let checked = 0;
    for (const type of Object.values(CONTENT_TYPES)) {
      const schema = all.get(type.uid);
      if (schema === undefined) throw new Error(`No schema for ${type.uid}`);
      for (const { query, path } of populates(schema, all)) {
        for (const auth of [undefined, jwt]) {
          const response = await rawRequest(`${cmsUrl()}/api/${type.api}?${query}&pagination[pageSize]=100`, {
            headers: auth === undefined ? {} : { Authorization: `Bearer ${auth}` },
          });
          checked += 1;
          const what = `${type.api}?${query}${auth === undefined ? '' : ' (candidate)'}`;
          if (path.endsWith('.related')) {
            expect(response.status, what).toBe(400);
            expect((JSON.parse(response.body) as ApiError).error.message, what).toMatch(FILE_LINKS_REFUSED);
            refusedPaths.add(`${type.api}:${path}`);
            continue;
          }
          expect([200, 400], what).toContain(response.status);
          expect(response.body, what).not.toContain('"publishedAt":null');
        }
      }
    }
    test.info().annotations.push({ type: 'populates checked', description: String(checked) });
    // Every public type with media was asked for its files' `related`: the image of the editorial types, the agencies' logo.
    for (const expected of ['articles:image.related', 'cities:image.related', 'agencies:logo.related', 'works:image.related', 'events:image.related']) {
      expect([...refusedPaths]).toContain(expected);
    }
  });

  test('every spelling of a file’s `related` is refused, through nginx as on the CMS, the site’s tokens included', async () => {
    const spellings = [
      '/api/articles?populate[image][populate]=related&fields[0]=title',
      '/api/articles?populate[image][populate][related]=true',
      '/api/articles?populate[image][populate][0]=related',
      '/api/articles?populate[image][populate]=*',
      '/api/agencies?populate[logo][populate]=related',
      '/api/works?populate[image][populate][related][count]=true',
      '/api/articles?filters[image][related][title][$null]=false',
      '/api/articles?sort=image.related.title',
    ];
    for (const path of spellings) {
      for (const [base, auth] of [
        [cmsUrl(), undefined],
        [siteUrl(), undefined],
        [cmsUrl(), buildToken()],
      ] as const) {
        const response = await rawRequest(`${base}${path}`, { headers: auth === undefined ? {} : { Authorization: `Bearer ${auth}` } });
        const what = `${base}${path}${auth === undefined ? '' : ' (build token)'}`;
        expect(response.status, what).toBe(400);
        expect(response.headers['content-type'], what).toContain('application/json');
        expect(response.body, what).not.toContain('"publishedAt":null');
      }
    }
    // Where Strapi's own sanitiser drops the relation first (a populate with its fields), no `related` comes back either.
    const dropped = await rawRequest(`${siteUrl()}/api/cities?populate[image][populate][related][fields][0]=title&pagination[pageSize]=100`);
    expect(dropped.body).not.toContain('"related"');
    expect(dropped.body).not.toContain('"publishedAt":null');
    // A file's own fields stay available.
    const image = await rawRequest(`${siteUrl()}/api/articles?populate[image][fields][0]=url&pagination[pageSize]=1`);
    expect(image.status).toBe(200);
    expect(image.body).toContain('/uploads/');
  });
});

test.describe('one spelling of every API address', () => {
  const searchThread = (): string => process.env.E2E_SEARCH_URL ?? '';
  const isJsonError = (response: { status: number; headers: Record<string, unknown>; body: string }, status: number, what: string): void => {
    expect(response.status, what).toBe(status);
    expect(String(response.headers['content-type']), what).toContain('application/json');
    expect(JSON.parse(response.body), what).toMatchObject({ data: null, error: { status, name: expect.any(String), message: expect.any(String) } });
  };

  test('the search thread answers 400 to an address it cannot parse, and keeps answering', async () => {
    const broken = ['//[/../api/rythmo/geo-search?type=CITY&query=lyon', '//[', '/api/rythmo/geo-search/../job-offers', 'http://[::1/x', '/%zz'];
    for (let round = 0; round < 5; round += 1) {
      for (const path of broken) isJsonError(await rawRequest(searchThread(), { path }), 400, path);
    }
    // Had one of them thrown, the thread would have ended: the next search a refused connection, then 502s through nginx.
    const search = await rawRequest(`${searchThread()}/api/rythmo/geo-search?type=CITY&query=lyon&limit=1`);
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body)).toEqual([expect.objectContaining({ name: 'Lyon' })]);
  });

  test('nginx refuses any other spelling of an API address with a JSON 400, and never forwards it', async () => {
    const refused = [
      '//[/../api/rythmo/geo-search?type=CITY&query=lyon',
      '//api/rythmo/geo-search?type=CITY&query=lyon',
      '/api//rythmo/geo-search?type=CITY&query=lyon',
      '/api/users/..%2F..%2Fapi%2Frythmo%2Fx',
      '/api/users/..%2f..%2fapi%2fauth%2flocal',
      '/admin/..%2Fapi/rythmo/x',
      '/api/%2e%2e/admin',
      '/api/rythmo/../rythmo/geo-search?type=CITY&query=lyon',
      '/api/./cities',
      '/api/%63ities',
      '/api/cities%00',
      '/x/../api/cities',
    ];
    for (const path of refused) isJsonError(await rawRequest(siteUrl(), { path }), 400, path);
    const post = await rawRequest(siteUrl(), {
      path: '/api/users/..%2F..%2Fapi%2Fauth%2Flocal',
      method: 'POST',
      body: '{"identifier":"a@b.fr","password":"x"}',
    });
    isJsonError(post, 400, 'POST through an encoded path');
    // The admin panel is never served on the site's port, however the path is spelled.
    for (const path of ['/admin', '/admin/', '/admin/..%2Fapi/rythmo/x', '/api/..%2Fadmin']) {
      expect((await rawRequest(siteUrl(), { path })).body, path).not.toMatch(/strapi/i);
    }
    // The plain spelling still works, and the search thread still answers.
    expect((await rawRequest(siteUrl('/api/rythmo/geo-search?type=CITY&query=lyon&limit=1'))).status).toBe(200);
    expect((await rawRequest(siteUrl('/api/cities?pagination[pageSize]=1&fields[0]=name'))).status).toBe(200);
  });

  test('nginx’s own errors under /api/ are JSON in Strapi’s shape; the pages keep theirs', async () => {
    isJsonError(await rawRequest(siteUrl('/api/cities'), { method: 'PUT', body: '{}' }), 403, 'PUT');
    isJsonError(await rawRequest(siteUrl('/api/cities'), { method: 'DELETE' }), 403, 'DELETE');
    const large = JSON.stringify({ data: { message: 'x'.repeat(1_100_000) } });
    isJsonError(await rawRequest(siteUrl('/api/applications'), { method: 'POST', body: large }), 413, '413');
    isJsonError(await rawRequest(siteUrl(), { path: `/api/cities?query=${'a'.repeat(20_000)}` }), 414, '414');
    isJsonError(await rawRequest(siteUrl('/api/cities'), { headers: { 'X-Large': 'a'.repeat(20_000) } }), 400, 'large header');
    isJsonError(await rawRequest(siteUrl(), { path: '/api/cities%zz' }), 400, 'bad escape');
    isJsonError(await rawRequest(siteUrl(), { path: '/api/%00' }), 400, '%00');
    isJsonError(await rawRequest(siteUrl('/api/nothing-here')), 404, 'unknown route');
    // Every one carries the site's security headers.
    const error = await rawRequest(siteUrl(), { path: '/api/%00' });
    expect(error.headers['content-security-policy']).toContain("default-src 'self'");
    expect(error.headers['cache-control']).toBe('no-store');
    // Pages: a malformed address is the not-found page, an address too long a short page, both with the headers.
    const page = await rawRequest(siteUrl(), { path: '/villes/lyon%zz' });
    expect(page.status).toBe(404);
    expect(page.body).toContain('<html');
    const long = await rawRequest(siteUrl(), { path: `/${'a'.repeat(20_000)}` });
    expect(long.status).toBe(414);
    expect(long.headers['content-type']).toContain('text/html');
    expect(long.headers['content-security-policy']).toContain("default-src 'self'");
    // The error answers are internal: nobody reaches them by their address.
    expect((await rawRequest(siteUrl('/_rythmo/api-error'))).status).toBe(404);
  });
});

test.describe('malformed queries and bodies', () => {
  const FRENCH = /^(?:Filtre invalide|La pagination|Le corps de la requête)/;
  const expectRefused = (response: { status: number; body: string }, what: string): void => {
    expect(response.status, what).toBe(400);
    const body = JSON.parse(response.body) as ApiError;
    expect(body, what).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(body.error.message, what).toMatch(FRENCH);
  };

  test('a filter or a page the database cannot run is a French 400 on every public type, through nginx as on the CMS', async () => {
    test.setTimeout(120_000);
    const offers = [
      'filters[title][$ne][$ne]=x',
      'filters[id][$ne][$ne]=1',
      'filters[offer_id][$gt]=abc',
      'filters[offer_id][$between]=1',
      'filters[offer_id][$in][0]=1&filters[offer_id][$in][1]=x',
      'filters[$and]=x',
      'filters[$or][0]=x',
      'filters[$not]=x',
      'filters[city][id][$lt][$gt]=1',
      'pagination[page]=1e20',
      'pagination[start]=1e20',
      'pagination[page]=99999999999&pagination[pageSize]=100',
      'pagination[start]=-1',
    ];
    for (const base of [cmsUrl(), siteUrl()]) {
      for (const query of offers) expectRefused(await rawRequest(`${base}/api/job-offers?${query}`), `${base} job-offers?${query}`);
      for (const type of Object.values(CONTENT_TYPES)) {
        for (const query of ['filters[id][$ne][$ne]=1', 'filters[$and]=x', 'filters[$or][0]=x', 'pagination[start]=1e20', 'pagination[page]=1e20']) {
          expectRefused(await rawRequest(`${base}/api/${type.api}?${query}`), `${base} ${type.api}?${query}`);
        }
      }
    }
    // Well-formed filters still answer.
    const between = await rawRequest(`${siteUrl()}/api/job-offers?filters[offer_id][$between][0]=1000&filters[offer_id][$between][1]=1004&fields[0]=offer_id`);
    expect(between.status).toBe(200);
    expect((JSON.parse(between.body) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const either = await rawRequest(`${siteUrl()}/api/agencies?filters[$or][0][api_id][$containsi]=lyon&filters[$or][1][name][$containsi]=lyon&fields[0]=name`);
    expect(either.status).toBe(200);
  });

  test('a body that is not JSON, nested too deep or too large is a French 400 or 413 on the forms and the candidate’s records', async () => {
    const { jwt } = await candidate();
    const unbalanced = '['.repeat(100_000);
    const balanced = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(50)}1${'}'.repeat(50)}`;
    for (const [path, auth] of [
      ['/api/applications', jwt],
      ['/api/saved-offers', jwt],
      ['/api/contact-requests', undefined],
      ['/api/auth/local', undefined],
      ['/api/auth/local/register', undefined],
    ] as const) {
      for (const [name, body] of [
        ['unbalanced', unbalanced],
        ['balanced', balanced],
        ['deep object', deepObject],
        ['truncated', '{"data":'],
      ]) {
        for (const base of [cmsUrl(), siteUrl()]) {
          const response = await rawRequest(`${base}${path}`, { method: 'POST', body, headers: auth === undefined ? {} : { Authorization: `Bearer ${auth}` } });
          expectRefused(response, `${base}${path} (${name})`);
        }
      }
    }
    const large = await rawRequest(`${cmsUrl()}/api/contact-requests`, { method: 'POST', body: JSON.stringify({ data: { comment: 'x'.repeat(1_100_000) } }) });
    expect(large.status).toBe(413);
    expect((JSON.parse(large.body) as ApiError).error.message).toBe('Le corps de la requête est trop volumineux.');
  });
});
