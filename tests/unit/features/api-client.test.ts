import http from 'http';
import type { AddressInfo } from 'net';

// The live API client (src/api-client/client.ts) against a local HTTP server: what it sends, and the errors it
// builds from what comes back.

type Seen = { method: string; url: string; authorization?: string; contentType?: string; body: string };
let seen: Seen[] = [];
let reply: (url: string) => { status: number; body?: string; type?: string } = () => ({ status: 200, body: '{}' });
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    const { status, body: answer, type } = reply(request.url ?? '');
    response.writeHead(status, { 'Content-Type': type ?? 'application/json' });
    response.end(answer);
  });
});

let client: typeof import('../../../src/api-client/client');
let tokens: typeof import('../../../src/features/auth/token-store');
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GATSBY_LIVE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  client = await import('../../../src/api-client/client');
  tokens = await import('../../../src/features/auth/token-store');
  // As gatsby-browser.tsx does.
  (await import('../../../src/api-client/token-source')).setTokenSource(tokens.tokenStore.get);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the live API client', () => {
  test('sends JSON with the held token as a bearer header, the query as given, and reads the answer', async () => {
    reply = () => ({ status: 201, body: '{"data":{"id":"a1"}}' });
    tokens.tokenStore.set('jwt-1');
    await expect(client.apiRequest('applicationCreate', { body: { data: { offer_id: 7 } } })).resolves.toEqual({ data: { id: 'a1' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/applications',
      authorization: 'Bearer jwt-1',
      contentType: 'application/json',
      body: '{"data":{"offer_id":7}}',
    });
    tokens.tokenStore.set(null);
    reply = () => ({ status: 200, body: '[]' });
    await client.apiRequest('geoSearch', { params: { type: 'CITY', query: 'saint étienne' } });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/rythmo/geo-search?type=CITY&query=saint+%C3%A9tienne', authorization: undefined });
  });

  test('a 204 resolves with nothing; a route’s method and path are the table’s, its parameters encoded', async () => {
    reply = () => ({ status: 204 });
    await expect(client.apiRequest(['applicationDelete', { id: 'a1' }])).resolves.toBeUndefined();
    await client.apiRequest(['alertUpdate', { id: 'a/b' }], { body: {} });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /api/applications/a1', 'PATCH /api/alerts/a%2Fb']);
  });

  test('a file goes and comes as it is, with the held token', async () => {
    tokens.tokenStore.set('jwt-2');
    reply = () => ({ status: 200, body: 'PK', type: 'application/zip' });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'cv.pdf');
    await client.apiFile('cvUpload', form);
    await expect((await client.apiFile('dataExport')).text()).resolves.toBe('PK');
    tokens.tokenStore.set(null);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/profile/cv', authorization: 'Bearer jwt-2' });
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/profile/export', authorization: 'Bearer jwt-2' });
    reply = () => ({
      status: 401,
      body: JSON.stringify({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } }),
    });
    await expect(client.apiFile('dataExport')).rejects.toMatchObject({ status: 401, name: 'UnauthorizedError' });
  });

  test('the server’s error body is passed on, with the message of a field', async () => {
    const error = { status: 400, name: 'ValidationError', message: 'Trop court', details: { errors: [{ path: ['password'], message: 'Trop court' }] } };
    reply = () => ({ status: 400, body: JSON.stringify({ data: null, error }) });
    const failure = await client.apiRequest('register', { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(client.ApiError);
    expect(failure).toMatchObject({ status: 400, name: 'ValidationError', message: 'Trop court' });
    expect((failure as InstanceType<typeof client.ApiError>).fieldMessage('password')).toBe('Trop court');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  test('without an error body, an UnknownError with the status (500 when there is none) is built and logged', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' });
    await expect(client.apiRequest('me')).rejects.toMatchObject({ name: 'UnknownError', status: 502 });
    // A network failure: a port nothing listens on.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const original = process.env.GATSBY_LIVE_API_URL;
    jest.resetModules();
    process.env.GATSBY_LIVE_API_URL = `http://127.0.0.1:${port}/api`;
    const isolated = await import('../../../src/api-client/client');
    await expect(isolated.apiRequest('me')).rejects.toMatchObject({ name: 'UnknownError', status: 500, message: 'Unknown error' });
    process.env.GATSBY_LIVE_API_URL = original;
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  test('an aborted request rejects with its AbortError, not logged', async () => {
    reply = () => ({ status: 200, body: '{}' });
    const controller = new AbortController();
    controller.abort();
    await expect(client.apiRequest('offerSearch', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(console.error).not.toHaveBeenCalled();
  });
});
