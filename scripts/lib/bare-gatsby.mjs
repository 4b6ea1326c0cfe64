// The framework's own floor, for bench:lighthouse: a bare Gatsby page (one heading, one paragraph, one
// button with state; no plugin, nothing patched), built from the Gatsby, React and React DOM versions this
// project pins, in a folder of its own, and served by nginx compressed as the site is (its scripts
// compressed once at brotli's and gzip's best level), with or without the headers the site's pages are served with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';
import { runCommand, stopProcess, waitForHttp } from './processes.mjs';
import { startNginx } from './nginx.mjs';

/** The versions the project's lock file installs. */
export function pinnedVersions(lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'))) {
  const version = (name) => {
    const found = lock.packages?.[`node_modules/${name}`]?.version;
    if (found === undefined) throw new Error(`${name} is not in package-lock.json`);
    return found;
  };
  return { gatsby: version('gatsby'), react: version('react'), 'react-dom': version('react-dom') };
}

const PAGE = `import * as React from 'react';

export default function Index() {
  const [count, setCount] = React.useState(0);
  return (
    <main>
      <h1>Mes jobs, mon rythme</h1>
      <p>A bare Gatsby page: the framework's floor, measured beside the site's pages.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}

export const Head = () => <title>Bare Gatsby page</title>;
`;

/**
 * The bare site built in `dir` (its install kept there between runs: os.tmpdir() by default, by version):
 * installed with --ignore-scripts (the sharp Gatsby pulls in downloads its library from the network
 * otherwise, and no plugin of this page uses it). Resolves with the folder of its build.
 */
export async function buildBareGatsby({ dir, quiet = true, log = () => undefined } = {}) {
  const versions = pinnedVersions();
  const folder = dir ?? path.join(os.tmpdir(), `rythmo-bare-gatsby-${versions.gatsby}`);
  fs.mkdirSync(path.join(folder, 'src', 'pages'), { recursive: true });
  const manifest = { name: 'bare-gatsby', private: true, dependencies: versions };
  const manifestFile = path.join(folder, 'package.json');
  const installed = fs.existsSync(manifestFile) && fs.readFileSync(manifestFile, 'utf8') === JSON.stringify(manifest, null, 2);
  if (!installed || !fs.existsSync(path.join(folder, 'node_modules', 'gatsby', 'package.json'))) {
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    log(`Installing a bare Gatsby ${versions.gatsby} in ${folder} (once)…`);
    await runCommand('npm', 'npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, quiet });
  }
  fs.writeFileSync(path.join(folder, 'gatsby-config.js'), 'module.exports = { plugins: [] };\n');
  fs.writeFileSync(path.join(folder, 'src', 'pages', 'index.js'), PAGE);
  log('Building the bare Gatsby page…');
  await runCommand('gatsby', path.join(folder, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: folder,
    env: { GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    quiet,
  });
  const publicDir = path.join(folder, 'public');
  precompress(publicDir);
  return publicDir;
}

/**
 * Each script and stylesheet of a build compressed at gzip's and at brotli's best level, its `.gz` and `.br`
 * beside it, as the site's build does them (compression-webpack-plugin in gatsby-node.ts, with its
 * defaults: each written only when it takes the file under 0.8 of its size); resolves with the files
 * written.
 */
export function precompress(publicDir) {
  const compressions = [
    ['.gz', (source) => zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ['.br', (source) => zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } })],
  ];
  const written = [];
  for (const name of fs.readdirSync(publicDir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = path.join(publicDir, name);
    const source = fs.readFileSync(file);
    for (const [extension, compress] of compressions) {
      const compressed = compress(source);
      if (compressed.length >= source.length * 0.8) continue;
      fs.writeFileSync(`${file}${extension}`, compressed);
      written.push(`${name}${extension}`);
    }
  }
  return written;
}

const CSP = 'content-security-policy';

/**
 * The response headers the site gives every page, read from the `_headers` file its build writes
 * (src/build-time/hosting/host-files.ts): the `/*` rules in order, a `! Name` line taking one away. Its
 * Content-Security-Policy is left out: it holds the hashes of the site's own inline code, which would
 * block the bare page's.
 */
export function pageHeaders(headersFile) {
  const headers = new Map();
  let applies = false;
  for (const line of headersFile.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      applies = line.trim() === '/*';
      continue;
    }
    if (!applies) continue;
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    const header = /^\s+([^\s:!][^:]*):\s*(.*)$/.exec(line);
    if (detached !== null) headers.delete(detached[1].toLowerCase());
    else if (header !== null) headers.set(header[1].trim().toLowerCase(), [header[1].trim(), header[2].trim()]);
    else throw new Error(`_headers: a line neither sets nor detaches a header: ${line.trim()}`);
  }
  headers.delete(CSP);
  return [...headers.values()];
}

/**
 * The headers the site's scripts come with, of its pages' (`headers`): those the response of one of its
 * scripts (a Headers) carries, with that response's values (its scripts go without the headers only a
 * document reads, and are cached for a year).
 */
export const scriptHeaders = (headers, response) => headers.filter(([name]) => response.has(name)).map(([name]) => [name, response.get(name)]);

/**
 * Serves a built folder on `port` with nginx, compressed as the site is (the `.br` and `.gz` of precompress
 * sent as they are, the rest compressed with gzip as it is sent), and `headers` ([name, value] pairs)
 * on every response but the scripts, which get `scripts`; resolves with its address and `stop`.
 */
export async function serveBare(publicDir, port, headers = [], scripts = headers) {
  const siteConf = path.join(path.dirname(publicDir), `bare-site-${port}.conf`);
  const directives = (list) => list.map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;\n`).join('');
  fs.writeFileSync(
    siteConf,
    `root ${publicDir};
charset utf-8;
gzip on;
gzip_vary on;
brotli_static on;
gzip_static on;
gzip_types text/css application/javascript application/json image/svg+xml text/plain;
${directives(headers)}location / { try_files $uri $uri/index.html =404; }
location ~ "\\.js$" {
${directives(scripts)}try_files $uri =404;
}
`,
  );
  const nginx = startNginx({ port, siteConf, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, { child: nginx, timeoutMs: 20000 });
  return { url, stop: () => stopProcess(nginx) };
}
