import http from 'http';

/**
 * A stand-in for the Google tag server, on loopback (the machine has no internet): the build is
 * configured with its address (GATSBY_GA_SCRIPT_URL), so the Content-Security-Policy allows it as it
 * would allow Google's hosts. Its script reports a hit with fetch and with an image, as gtag.js does, and
 * the server counts what it received (GET /__hits).
 */
const TAG_SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  fetch(origin + '/g/collect?via=fetch', { method: 'POST', mode: 'no-cors', keepalive: true });
  new Image().src = origin + '/g/collect?via=image';
})();
`;

export type AnalyticsStub = { url: string; close: () => Promise<void> };

export async function startAnalyticsStub(): Promise<AnalyticsStub> {
  const hits: Record<string, number> = {};
  const server = http.createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://stub');
    if (pathname === '/gtag/js') {
      hits.script = (hits.script ?? 0) + 1;
      response.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
      response.end(TAG_SCRIPT);
    } else if (pathname === '/g/collect') {
      const via = searchParams.get('via') ?? 'unknown';
      hits[via] = (hits[via] ?? 0) + 1;
      response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    } else if (pathname === '/__hits') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(hits));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
