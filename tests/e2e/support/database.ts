import path from 'path';

/**
 * The SQLite database of the stack under test, opened beside the CMS (better-sqlite3, the CMS's own
 * driver): for what no API may do, such as moving an account's clock back.
 */
type Statement = { run: (...values: unknown[]) => { changes: number } };
type Database = { prepare: (sql: string) => Statement; close: () => void };

function open(): Database {
  const dir = process.env.E2E_DATA_DIR;
  if (dir === undefined) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Driver = require(path.resolve(__dirname, '..', '..', '..', 'cms', 'node_modules', 'better-sqlite3')) as new (file: string) => Database;
  return new Driver(path.join(dir, 'data.db'));
}

/** Makes the account's pending password reset code look issued `ms` ago. */
export function ageResetCode(email: string, ms: number): void {
  const db = open();
  try {
    const { changes } = db
      .prepare('UPDATE up_users SET reset_password_issued_at = ? WHERE email = ? AND reset_password_token IS NOT NULL')
      .run(Date.now() - ms, email);
    if (changes !== 1) throw new Error(`No pending reset code for ${email}`);
  } finally {
    db.close();
  }
}

/**
 * Counts `points` events of a limit's key as another CMS instance over the same database would
 * (cms/src/security/limits.ts: rate-limiter-flexible's table, keys `<limit>:<key>`, expiry in ms).
 */
export function countElsewhere(limit: string, key: string, points: number, windowMs: number): void {
  const db = open();
  try {
    db.prepare(
      'INSERT INTO rythmo_limits (key, points, expire) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET points = excluded.points, expire = excluded.expire',
    ).run(`${limit}:${key}`, points, Date.now() + windowMs);
  } finally {
    db.close();
  }
}

/** The queued emails (cms/src/email/outbox.ts) whose subject holds `words`: their state, tries and last error. */
export function queuedEmails(words: string): { state: string; attempts: number; last_error: string | null }[] {
  const db = open();
  try {
    return (
      db.prepare('SELECT state, attempts, last_error FROM email_messages WHERE subject LIKE ? ORDER BY id') as unknown as {
        all: (...values: unknown[]) => { state: string; attempts: number; last_error: string | null }[];
      }
    ).all(`%${words}%`);
  } finally {
    db.close();
  }
}

/** Gives an account another language (the one its emails are written in). */
export function setAccountLanguage(email: string, language: string): void {
  const db = open();
  try {
    if (db.prepare('UPDATE up_users SET language = ? WHERE email = ?').run(language, email).changes !== 1) throw new Error(`No account ${email}`);
  } finally {
    db.close();
  }
}
