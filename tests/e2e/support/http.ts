import http from 'http';
import https from 'https';

/** The body as text (UTF-8), and as the bytes that came (a compressed body, undecoded). */
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

/**
 * One request with Node's own client, for what fetch cannot do: send a path exactly as written (`//api`,
 * an over-long address), leave from another loopback address, or trust a self-signed certificate.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; ca?: string; path?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: target.hostname,
        port: target.port,
        path: options.path ?? `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
        localAddress: options.localAddress,
        ca: options.ca,
        servername: target.hostname === '127.0.0.1' ? undefined : target.hostname,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/**
 * A GET as a browser makes it: when the server closes a kept-alive connection just as the request goes
 * out on it (nginx's old workers do so during a reload), the request is sent once more on a new one.
 */
export async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url);
  }
}
