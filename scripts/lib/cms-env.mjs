// Creates cms/.env from cms/.env.example on first use, with fresh random secrets for this machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const secret = () => crypto.randomBytes(24).toString('base64');

export function ensureCmsEnv() {
  const target = path.join(ROOT, 'cms', '.env');
  if (fs.existsSync(target)) return target;
  const example = fs.readFileSync(path.join(ROOT, 'cms', '.env.example'), 'utf8');
  const filled = example
    .split('\n')
    .map((line) => {
      const [name, value] = line.split('=');
      if (value !== 'toBeGenerated' && value !== 'toBeGenerated1,toBeGenerated2') return line;
      return `${name}=${name === 'APP_KEYS' ? [secret(), secret(), secret(), secret()].join(',') : secret()}`;
    })
    .join('\n');
  fs.writeFileSync(target, filled, { mode: 0o600 });
  console.log('Created cms/.env with new local secrets');
  return target;
}

/** Parses a dotenv file (KEY=VALUE lines) into an object. */
export function readEnvFile(file) {
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) out[match[1]] = match[2];
  }
  return out;
}
