// Runs nginx in the foreground on the generated site configuration, without root and from any directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

const SITE_CONF = path.join(ROOT, '.nginx', 'site.conf');

/** Writes a self-contained nginx.conf (pid, temp paths, logs in a private folder) and returns its path. */
function writeNginxConf({ port, host = '127.0.0.1' }) {
  if (!fs.existsSync(SITE_CONF)) throw new Error(`${SITE_CONF} is missing: build the site first (npm run build)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(prefix, 0o755);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((f) => fs.existsSync(f));
  const conf = `worker_processes 2;
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
  server {
    listen ${host}:${port};
    server_name _;
    include ${SITE_CONF};
  }
}
`;
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return { file, prefix };
}

/** Starts nginx in the foreground; the returned child process stops it when killed. */
export function startNginx({ port, host, stdio = 'inherit' }) {
  const { file, prefix } = writeNginxConf({ port, host });
  const child = spawn('nginx', ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'], { stdio });
  child.on('exit', () => fs.rmSync(prefix, { recursive: true, force: true }));
  return child;
}
