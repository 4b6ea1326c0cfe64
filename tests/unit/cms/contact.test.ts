import http from 'http';
import type { AddressInfo } from 'net';
import { verifyCaptcha } from '../../../cms/src/contact/captcha';
import { contactFormats, FRENCH_PHONE, FRENCH_POSTCODE, isFrance } from '../../../packages/site-map/src/contact';

// The contact form's pure parts: the captcha verification call (against a local server answering as
// Google's siteverify) and the formats of the shared rules.

let reply: (form: URLSearchParams) => { status: number; body: string; delayMs?: number } = () => ({ status: 200, body: '{"success":true}' });
let received: URLSearchParams[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const { status, body: answer, delayMs = 0 } = reply(form);
    setTimeout(() => response.writeHead(status, { 'Content-Type': 'application/json' }).end(answer), delayMs);
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe('verifyCaptcha', () => {
  // A wait a busy machine never reaches for a local answer; the timeout's own case answers later still.
  const options = () => ({ url, secret: 'the-secret', timeoutMs: 5000 });

  test('posts the secret, the answer and the address as a form; success is success', async () => {
    reply = () => ({ status: 200, body: '{"success":true,"hostname":"example.fr"}' });
    await expect(verifyCaptcha(options(), 'answer-1', '10.0.0.7')).resolves.toEqual({ ok: true });
    expect(Object.fromEntries(received[0])).toEqual({ secret: 'the-secret', response: 'answer-1', remoteip: '10.0.0.7' });
  });

  test('a refusal keeps Google’s codes', async () => {
    reply = () => ({ status: 200, body: '{"success":false,"error-codes":["timeout-or-duplicate"]}' });
    await expect(verifyCaptcha(options(), 'old', '10.0.0.7')).resolves.toEqual({ ok: false, reason: 'refused', codes: ['timeout-or-duplicate'] });
  });

  test('no usable answer is an outage: an error status, a page that is not JSON, a timeout, nobody listening', async () => {
    reply = () => ({ status: 502, body: 'Bad gateway' });
    await expect(verifyCaptcha(options(), 'a', 'ip')).resolves.toMatchObject({ ok: false, reason: 'unavailable', detail: 'status 502' });
    reply = () => ({ status: 200, body: '<html>' });
    await expect(verifyCaptcha(options(), 'a', 'ip')).resolves.toMatchObject({ ok: false, reason: 'unavailable' });
    reply = () => ({ status: 200, body: '{"success":true}', delayMs: 1000 });
    await expect(verifyCaptcha({ ...options(), timeoutMs: 300 }, 'a', 'ip')).resolves.toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringMatching(/Timeout/),
    });
    await expect(verifyCaptcha({ ...options(), url: 'http://127.0.0.1:9/siteverify' }, 'a', 'ip')).resolves.toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('contact formats', () => {
  test.each(['06 12 34 56 78', '0612345678', '01.23.45.67.89', '+33 6 12 34 56 78', '+33612345678', '0033 6 12 34 56 78'])('French phone %j', (phone) => {
    expect(FRENCH_PHONE.test(phone)).toBe(true);
  });
  test.each(['12 34', '06 12 34 56 7', '00 12 34 56 78', '+33 0 12 34 56 78', '+32 2 123 45 67', '06-12-34-56-78-90'])('not a French phone %j', (phone) => {
    expect(FRENCH_PHONE.test(phone)).toBe(false);
  });
  test.each([
    ['75001', true],
    ['20000', true],
    ['97400', true],
    ['98000', true],
    ['00100', false],
    ['99000', false],
    ['7500', false],
    ['750011', false],
  ])('French postcode %j: %s', (postcode, ok) => {
    expect(FRENCH_POSTCODE.test(postcode)).toBe(ok);
  });
  test('France, whatever its spelling; elsewhere looser formats', () => {
    expect(['France', ' france ', 'FRANCE'].every(isFrance)).toBe(true);
    expect(isFrance('Belgique')).toBe(false);
    expect(contactFormats('Belgique').phone.test('+32 2 123 45 67')).toBe(true);
    expect(contactFormats('Belgique').postcode.test('1000')).toBe(true);
    expect(contactFormats('Belgique').phone.test('12')).toBe(false);
    expect(contactFormats('France').postcode.test('1000')).toBe(false);
  });
});
