/**
 * The build metadata the browser re-reads to learn that a newer build is online (src/routing/build-watch.ts):
 * `builds/latest.json` names the build, `builds/meta/<id>.json` describes it. Written by every build.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export type BuildMeta = { id: string; timestamp: number };

export function writeBuildMeta(publicDir: string, now: number = Date.now()): BuildMeta {
  const meta: BuildMeta = { id: `${now.toString(36)}-${crypto.randomBytes(4).toString('hex')}`, timestamp: now };
  const dir = path.join(publicDir, 'builds');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(meta));
  fs.writeFileSync(path.join(dir, 'meta', `${meta.id}.json`), JSON.stringify(meta));
  return meta;
}
