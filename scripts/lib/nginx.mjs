// Runs nginx in the foreground on the generated site configuration, without root and from any directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

const SITE_CONF = path.join(ROOT, '.nginx', 'site.conf');

/**
 * The dynamic module that sends the build's `.br` files (`brotli_static` in site.conf): Debian's
 * libnginx-mod-http-brotli-static, or the same module where another system puts its nginx's modules.
 */
const BROTLI_MODULE = ['/usr/lib/nginx/modules', '/usr/lib64/nginx/modules', '/usr/local/lib/nginx/modules'].map((dir) =>
  path.join(dir, 'ngx_http_brotli_static_module.so'),
);

/** The `load_module` line of the brotli module, or an error saying what to install. */
export function brotliModule(candidates = BROTLI_MODULE) {
  const found = candidates.find((file) => fs.existsSync(file));
  if (found === undefined)
    throw new Error(
      `nginx's brotli module is missing (none of ${candidates.join(', ')}): install it, on Debian apt-get install -y libnginx-mod-http-brotli-static`,
    );
  return `load_module ${found};`;
}

/**
 * The https server of the site when a certificate is configured (SITE_TLS_CERT and SITE_TLS_KEY, PEM files;
 * SITE_TLS_PORT, default 9443): the site over TLS with HSTS, and the plain-http port answering only with a
 * redirect to it. Without a certificate, the site is served over http alone.
 */
export function tlsFromEnv(env = process.env) {
  const cert = env.SITE_TLS_CERT ?? '';
  const key = env.SITE_TLS_KEY ?? '';
  if (cert === '' && key === '') return undefined;
  for (const [name, file] of [
    ['SITE_TLS_CERT', cert],
    ['SITE_TLS_KEY', key],
  ]) {
    if (file === '' || !fs.existsSync(file))
      throw new Error(`${name} must name a PEM file (both SITE_TLS_CERT and SITE_TLS_KEY are needed for https); got "${file}"`);
  }
  return { cert: path.resolve(cert), key: path.resolve(key), port: Number(env.SITE_TLS_PORT ?? 9443) };
}

/** A self-signed certificate for localhost, made by openssl in dir: for the tests and the Observatory check. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'localhost.pem');
  const key = path.join(dir, 'localhost-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function servers({ port, host, tls, siteConf }) {
  if (tls === undefined) {
    return `  server {
    listen ${host}:${port};
    server_name _;
    include ${siteConf};
  }`;
  }
  const httpsPort = tls.port === 443 ? '' : `:${tls.port}`;
  return `  # Plain http only sends visitors to https.
  server {
    listen ${host}:${port};
    server_name _;
    server_tokens off;
    return 301 https://$host${httpsPort}$request_uri;
  }
  server {
    listen ${host}:${tls.port} ssl http2;
    server_name _;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:tls:1m;
    include ${siteConf};
  }`;
}

/**
 * Writes a self-contained nginx.conf (pid, temp paths, logs in a private folder) serving `siteConf` (the
 * build's by default) and returns its path.
 */
function writeNginxConf({ port, host = '127.0.0.1', tls, siteConf = SITE_CONF }) {
  if (!fs.existsSync(siteConf)) throw new Error(`${siteConf} is missing: build the site first (npm run build)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(prefix, 0o755);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((f) => fs.existsSync(f));
  // The http-level zones of the build (rate limit and cache of the API proxy), beside site.conf.
  const httpConf = path.join(path.dirname(siteConf), 'http.conf');
  const conf = `${brotliModule()}
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${fs.existsSync(httpConf) ? `include ${httpConf};` : ''}
${servers({ port, host, tls, siteConf })}
}
`;
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return { file, prefix };
}

/**
 * Starts nginx in the foreground; the returned child process stops it when killed (stopProcess sends
 * SIGQUIT: a graceful stop that lets requests in flight end). `tls`: see tlsFromEnv.
 */
export function startNginx({ port, host, tls, siteConf, stdio = 'inherit' }) {
  const { file, prefix } = writeNginxConf({ port, host, tls, siteConf });
  const child = spawn('nginx', ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'], { stdio });
  child.stopSignal = 'SIGQUIT';
  child.on('exit', () => fs.rmSync(prefix, { recursive: true, force: true }));
  return child;
}

const workers = (master) => {
  try {
    return fs.readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
};

/**
 * Reloads nginx (new configuration, same port) and resolves once the workers started before the reload
 * have exited: until then an old worker may close a kept-alive connection under a client's next request.
 * Reads the master's children from /proc (Linux); where it cannot, it gives the reload half a second.
 * Once they are gone it waits a little more, so that the close of their connections, already sent, is read
 * by the clients (a client in this process reads it in the event loop's next I/O phase).
 */
export async function reloadNginx(master, { timeoutMs = 10000 } = {}) {
  const before = workers(master);
  master.kill('SIGHUP');
  if (before.length === 0) return new Promise((resolve) => setTimeout(resolve, 500));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = workers(master);
    if (now.length > 0 && !now.some((pid) => before.includes(pid))) return new Promise((resolve) => setTimeout(resolve, 100));
  }
}
