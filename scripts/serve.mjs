// npm run serve: serves public/ with nginx on PORT (default: the site map's site port, 9000) until Ctrl-C.
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { startNginx, tlsFromEnv } from './lib/nginx.mjs';

const port = Number(process.env.PORT ?? DEFAULT_PORTS.site);
const host = process.env.HOST ?? '127.0.0.1';
const tls = tlsFromEnv();
const nginx = startNginx({ port, host, tls });
console.log(
  tls === undefined
    ? `Site served on http://localhost:${port} (Ctrl-C to stop)`
    : `Site served on https://localhost:${tls.port}, http://localhost:${port} redirects there (Ctrl-C to stop)`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
