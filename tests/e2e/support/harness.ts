import http from 'http';

/**
 * The harness's control of the stack, on loopback, for the tests that need an outage: the stack lives in
 * the global setup's process, the tests in Playwright's workers. POST /cms/stop ends the CMS process,
 * POST /cms/start serves it again on the same database; each answers once done.
 */
type CmsControl = { stop: () => Promise<void>; start: () => Promise<void> };
export type Harness = { url: string; close: () => Promise<void> };

export async function startHarness(cms: CmsControl): Promise<Harness> {
  const actions: Record<string, () => Promise<void>> = { '/cms/stop': cms.stop, '/cms/start': cms.start };
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

/** Stops or starts the CMS of the stack under test (from a test: the global setup runs the harness). */
export async function cms(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${process.env.E2E_HARNESS_URL ?? ''}/cms/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The harness could not ${action} the CMS: ${response.status} ${await response.text()}`);
}
