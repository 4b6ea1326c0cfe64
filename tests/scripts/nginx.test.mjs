import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliModule, reloadNginx, startNginx } from '../../scripts/lib/nginx.mjs';
import { stopProcess, waitForHttp } from '../../scripts/lib/processes.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = (pid) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

const get = (port, agent) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      })
      .on('error', reject);
  });

test(
  'a reload resolves once the old workers are gone: a kept-alive connection does not break under the next request',
  { skip: !fs.existsSync('/proc/self/task') },
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-reload-'));
    fs.chmodSync(dir, 0o755); // nginx's workers may run as another user
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Version 1</h1>');
    const siteConf = path.join(dir, 'site.conf');
    fs.writeFileSync(siteConf, `root ${dir};\n`);
    const port = await freePort();
    const nginx = startNginx({ port, siteConf, stdio: 'ignore' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/`, { child: nginx, timeoutMs: 10000 });
      assert.equal((await get(port, agent)).body, '<h1>Version 1</h1>');
      const before = children(nginx.pid);
      assert.ok(before.length > 0);

      fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Version 2</h1>');
      await reloadNginx(nginx);
      const after = children(nginx.pid);
      assert.ok(after.length > 0);
      assert.deepEqual(
        after.filter((pid) => before.includes(pid)),
        [],
      );
      // The socket the old worker held is closed by now; the agent opens a new one.
      for (let i = 0; i < 5; i += 1) assert.deepEqual(await get(port, agent), { status: 200, body: '<h1>Version 2</h1>' });
    } finally {
      agent.destroy();
      await stopProcess(nginx);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('nginx loads the brotli module from where the system put it; without it, the error says what to install', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-modules-'));
  try {
    const module = path.join(dir, 'ngx_http_brotli_static_module.so');
    const elsewhere = path.join(dir, 'lib64', 'ngx_http_brotli_static_module.so');
    assert.throws(() => brotliModule([module, elsewhere]), /brotli module is missing .*apt-get install -y libnginx-mod-http-brotli-static/);
    fs.writeFileSync(module, '');
    assert.equal(brotliModule([elsewhere, module]), `load_module ${module};`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
