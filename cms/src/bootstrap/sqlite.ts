import fs from 'node:fs';
import type { Core } from '@strapi/strapi';

/**
 * SQLite, the embedded default, in write-ahead-log mode with `synchronous = NORMAL` (SQLite's advice for
 * WAL): a commit appends to the log instead of rewriting pages and syncing the file twice. The driver
 * (better-sqlite3) is synchronous, so a commit holds the CMS's event loop while it lasts, far longer in the
 * default rollback-journal mode (npm run bench:alerts; docs/performance.md). WAL is
 * kept in the file (data.db-wal and data.db-shm beside it; a copy of the database takes the three, or
 * `sqlite3 data.db .backup`); synchronous is per connection, and the CMS holds one. PostgreSQL is untouched.
 */
/**
 * The log is copied back into the database by the commit that takes it past this many pages (SQLite's
 * default: 1,000 pages, 4 MB), a commit that holds the event loop longer the more it copies: a quarter of
 * the pages, a shorter hold (docs/performance.md).
 */
const CHECKPOINT_PAGES = 250;

/**
 * What is deleted does not stay in the file: `secure_delete` (set on each connection, config/database.ts) overwrites the content SQLite frees (a
 * candidate's erased profile, applications and emails would otherwise stay readable in the file's free
 * pages), and ../candidate/my-data.ts ends an erasure with `forgetDeleted` (../utils/sqlite.ts), which copies the log into the
 * database and empties it. The database's files are readable by the CMS's user only.
 */
export async function tuneSqlite(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw('PRAGMA journal_mode = WAL');
  await strapi.db.connection.raw('PRAGMA synchronous = NORMAL');
  await strapi.db.connection.raw(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  const file = (strapi.db.config.connection.connection as { filename: string }).filename;
  for (const part of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(part)) await fs.promises.chmod(part, 0o600);
}
