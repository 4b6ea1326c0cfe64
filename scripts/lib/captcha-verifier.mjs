// The local reCAPTCHA verifier of the embedded default and of the tests (the machine has no internet): it
// answers Google's siteverify call (POST, a form with secret, response, remoteip) as Google does for its
// documented test keys: the test secret accepts every answer of the test site key's widget. Any other
// secret is refused as invalid, as Google would. Production sets RECAPTCHA_VERIFY_URL to Google's address
// (the default of cms/config/contact.ts) and its own keys; the CMS's code path is the same.
import http from 'node:http';

/** Google's documented test keys (developers.google.com/recaptcha/docs/faq). */
export const RECAPTCHA_TEST_KEYS = { site: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI', secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe' };
export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

function verdict(form) {
  const secret = form.get('secret') ?? '';
  const response = form.get('response') ?? '';
  if (secret === '') return { success: false, 'error-codes': ['missing-input-secret'] };
  if (secret !== RECAPTCHA_TEST_KEYS.secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (response === '') return { success: false, 'error-codes': ['missing-input-response'] };
  return { success: true, challenge_ts: new Date().toISOString(), hostname: 'testkey.google.com' };
}

function handle(request, response) {
  if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://localhost').pathname !== SITEVERIFY_PATH) {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"success":false,"error-codes":["bad-request"]}');
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
    if (body.length > 16_384) request.destroy();
  });
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(verdict(new URLSearchParams(body))));
  });
}

/**
 * Starts the verifier on 127.0.0.1 (`port` 0 picks a free one); it does not keep the process alive.
 * Resolves with its address and a control to take it down and back up on the same port (the tests of a
 * verifier outage).
 */
export async function startCaptchaVerifier({ port = 0 } = {}) {
  let server;
  const listen = (at) =>
    new Promise((resolve, reject) => {
      server = http.createServer(handle);
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.unref();
        resolve(server.address().port);
      });
    });
  const bound = await listen(port);
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}${SITEVERIFY_PATH}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: async () => {
      if (!server.listening) await listen(bound);
    },
  };
}
