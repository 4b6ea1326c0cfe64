import http from 'http';

/**
 * The harness's control of the stack, on loopback, for the tests that need an outage: the stack lives in
 * the global setup's process, the tests in Playwright's workers. POST /cms/stop ends the CMS process,
 * POST /cms/start serves it again on the same database; /captcha/stop and /captcha/start do the same with
 * the contact form’s captcha verifier, /mail/stop and /mail/start with the mail sink; each answers once done.
 */
type Control = { stop: () => Promise<void>; start: () => Promise<void> };
export type Harness = { url: string; close: () => Promise<void> };

export async function startHarness(cms: Control, captcha: Control, mail: Control): Promise<Harness> {
  const actions: Record<string, () => Promise<void>> = {
    '/cms/stop': cms.stop,
    '/cms/start': cms.start,
    '/captcha/stop': captcha.stop,
    '/captcha/start': captcha.start,
    '/mail/stop': mail.stop,
    '/mail/start': mail.start,
  };
  const server = http.createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (action === undefined) return void response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function control(part: 'cms' | 'captcha' | 'mail', action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${process.env.E2E_HARNESS_URL ?? ''}/${part}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The harness could not ${action} the ${part}: ${response.status} ${await response.text()}`);
}

/** Stops or starts the CMS of the stack under test (from a test: the global setup runs the harness). */
export const cms = (action: 'stop' | 'start'): Promise<void> => control('cms', action);
/** Takes the contact form's captcha verifier down or back up. */
export const captchaVerifier = (action: 'stop' | 'start'): Promise<void> => control('captcha', action);
/** Takes the stack's mail sink (its SMTP server) down or back up. */
export const mailSink = (action: 'stop' | 'start'): Promise<void> => control('mail', action);
