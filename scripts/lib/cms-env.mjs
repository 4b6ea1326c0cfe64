// Creates cms/.env from cms/.env.example on first use, with fresh random secrets for this machine, and adds
// to an existing cms/.env the keys a newer .env.example introduced. Generated values are never overwritten.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const ENV_FILE = path.join(ROOT, 'cms', '.env');
const GENERATED = new Set(['toBeGenerated', 'toBeGenerated1,toBeGenerated2']);

const secret = () => crypto.randomBytes(24).toString('base64');
/** Strapi wants 8+ characters with a lower-case letter, an upper-case letter and a digit. */
const password = () => `${crypto.randomBytes(12).toString('base64url')}-Mj7`;

function generate(name) {
  if (name === 'APP_KEYS') return [secret(), secret(), secret(), secret()].join(',');
  if (name === 'ADMIN_PASSWORD') return password();
  return secret();
}

/** Parses dotenv text (KEY=VALUE lines) into an object. */
function parseEnv(text) {
  const out = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) out[match[1]] = match[2];
  }
  return out;
}

export function ensureCmsEnv() {
  const existing = fs.existsSync(ENV_FILE) ? fs.readFileSync(ENV_FILE, 'utf8') : null;
  const known = existing === null ? {} : parseEnv(existing);
  const added = [];
  const lines = [];
  for (const line of fs.readFileSync(path.join(ROOT, 'cms', '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (match === null || match[1] in known) continue;
    added.push(match[1]);
    lines.push(GENERATED.has(match[2]) ? `${match[1]}=${generate(match[1])}` : line);
  }
  if (added.length === 0) return ENV_FILE;
  const text = existing === null ? `${lines.join('\n')}\n` : `${existing.replace(/\n?$/, '\n')}${lines.join('\n')}\n`;
  fs.writeFileSync(ENV_FILE, text, { mode: 0o600 });
  console.log(existing === null ? 'Created cms/.env with new local secrets' : `Added to cms/.env: ${added.join(', ')}`);
  if (added.includes('ADMIN_PASSWORD')) announceAdmin(parseEnv(text));
  return ENV_FILE;
}

/** One value of cms/.env (after ensureCmsEnv), e.g. a secret the CMS shares with a script. */
export function cmsEnvValue(name) {
  const value = parseEnv(fs.readFileSync(ENV_FILE, 'utf8'))[name];
  if (value === undefined || value === '') throw new Error(`${name} is missing from cms/.env`);
  return value;
}

/** Shown once, when the password is generated; the password itself only on a terminal, never in a CI log. */
function announceAdmin(env) {
  console.log(`Admin panel login: ${env.ADMIN_EMAIL}`);
  if (process.stdout.isTTY) console.log(`Admin panel password: ${env.ADMIN_PASSWORD} (kept in cms/.env)`);
  else console.log('Admin panel password: see ADMIN_PASSWORD in cms/.env');
}
