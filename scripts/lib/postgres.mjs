// A temporary PostgreSQL cluster (Debian's PostgreSQL 15 or newer): created in a folder, started on a
// loopback port, stopped and removed after. PostgreSQL refuses to run as root: as root, its commands run
// as the `postgres` user, who owns the folder.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { runCommand } from './processes.mjs';

const ROOT_USER = process.getuid?.() === 0;
const SERVICE_USER = 'postgres';

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), newest version first. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (the tests of the PostgreSQL database need it)');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** Runs one of PostgreSQL's programs, as its service user when we are root. */
function pg(name, program, args, options = {}) {
  const command = path.join(postgresBin(), program);
  return ROOT_USER ? runCommand(name, 'runuser', ['-u', SERVICE_USER, '--', command, ...args], options) : runCommand(name, command, args, options);
}

/**
 * Creates and starts a cluster in `dir` on `port`, with a database and a user of the same password.
 * Returns the connection settings (as Strapi's DATABASE_* variables) and `stop`, which stops the server
 * and removes the folder. With `keep`, a cluster left in `dir` by an earlier run is started again and
 * `stop` leaves it there (benchmarks reuse a large seed).
 */
export async function startPostgres({ dir, port, database = 'strapi', user = 'strapi', quiet = true, keep = false }) {
  const data = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const keptPassword = path.join(dir, 'password.kept');
  const reused = keep && fs.existsSync(path.join(data, 'PG_VERSION')) && fs.existsSync(keptPassword);
  fs.mkdirSync(socketDir, { recursive: true });
  const password = reused ? fs.readFileSync(keptPassword, 'utf8').trim() : crypto.randomBytes(18).toString('base64url');
  if (!reused) {
    const passwordFile = path.join(dir, 'password');
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (ROOT_USER) {
      // The service user reaches the folder and owns what the server writes.
      fs.chmodSync(dir, 0o755);
      await runCommand('chown', 'chown', ['-R', `${SERVICE_USER}:`, dir], { quiet: true });
    }
    await pg('initdb', 'initdb', ['-D', data, '-U', user, '--pwfile', passwordFile, '-A', 'scram-sha-256', '-E', 'UTF8', '--locale', 'C.UTF-8'], { quiet });
    fs.rmSync(passwordFile);
    if (keep) fs.writeFileSync(keptPassword, password, { mode: 0o600 });
  }
  const settings = [`-p ${port}`, `-k ${socketDir}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
  await pg('pg_ctl', 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start'], { quiet });
  const env = { PGPASSWORD: password };
  if (!reused) await pg('createdb', 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, database], { quiet, env });
  return {
    database: { client: 'postgres', host: '127.0.0.1', port, name: database, user, password },
    stop: async () => {
      await pg('pg_ctl', 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], { quiet: true }).catch(() => undefined);
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
