import path from 'path';

/**
 * The SQLite database of the stack under test, opened beside the CMS (better-sqlite3, the CMS's own
 * driver): for what no API may do, such as moving an account's clock back.
 */
type Statement = { run: (...values: unknown[]) => { changes: number } };

/**
 * The tag of the tests that write the SQLite database behind the CMS's back (the helpers below that
 * write). SQLite lets one connection write at a time: a transaction of the CMS that has read, then wants to
 * write after such a write was committed, fails at once (SQLITE_BUSY, its snapshot is stale) and its
 * request answers 500 — a registration of another test did. These tests run after the others, one at a
 * time (project `behind` in playwright.config.ts). A CMS on SQLite is the only writer of its file in use.
 */
export const WRITES_BEHIND_CMS = '@writes-behind-cms';
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

/** How SQLite would run a query of the stack's database: the details of its plan (EXPLAIN QUERY PLAN). */
export function queryPlan(sql: string, ...values: unknown[]): string[] {
  const db = open();
  try {
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`) as unknown as Rows).all(...values).map((row) => String(row.detail));
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

type Rows = { all: (...values: unknown[]) => Record<string, unknown>[] };

/**
 * The tables of a test CMS's database holding a row where one of these texts appears (in any column):
 * the SQLite database of the stack, or the PostgreSQL one (`postgres`, its settings from the global setup).
 */
export async function tablesHolding(texts: readonly string[], postgres = false): Promise<string[]> {
  if (!postgres) {
    const db = open();
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'") as unknown as Rows).all().map((row) => String(row.name));
      return tables.filter((table) =>
        (db.prepare(`SELECT * FROM "${table}"`) as unknown as Rows).all().some((row) => texts.some((text) => JSON.stringify(row).includes(text))),
      );
    } finally {
      db.close();
    }
  }
  const settings = JSON.parse(process.env.E2E_PG_DATABASE ?? 'null') as { host: string; port: number; name: string; user: string; password: string } | null;
  if (settings === null) throw new Error('E2E_PG_DATABASE is not set: the global setup did not run');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require(path.resolve(__dirname, '..', '..', '..', 'cms', 'node_modules', 'pg')) as {
    Client: new (options: object) => {
      connect(): Promise<void>;
      query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ host: settings.host, port: settings.port, database: settings.name, user: settings.user, password: settings.password });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
    const holding: string[] = [];
    for (const { table_name: table } of rows) {
      const found = await client.query(`SELECT 1 FROM "${String(table)}" t WHERE ${texts.map((_, i) => `t::text LIKE $${i + 1}`).join(' OR ')} LIMIT 1`, [
        ...texts.map((text) => `%${text}%`),
      ]);
      if (found.rows.length > 0) holding.push(String(table));
    }
    return holding;
  } finally {
    await client.end();
  }
}

/** Makes an application, its emails and the CV files it sent look made `ms` ago (the purge's clock). */
export function ageApplication(documentId: string, ms: number): void {
  const db = open();
  const at = Date.now() - ms;
  try {
    const row = (db.prepare('SELECT id FROM applications WHERE document_id = ?') as unknown as Rows).all(documentId)[0];
    if (row === undefined) throw new Error(`No application ${documentId}`);
    db.prepare('UPDATE applications SET created_at = ? WHERE id = ?').run(at, row.id);
    db.prepare(
      'UPDATE email_messages SET created_at = ? WHERE id IN (SELECT email_message_id FROM email_messages_application_lnk WHERE application_id = ?)',
    ).run(at, row.id);
    db.prepare(
      "UPDATE files SET created_at = ? WHERE id IN (SELECT file_id FROM files_related_mph WHERE related_id = ? AND related_type = 'api::application.application')",
    ).run(at, row.id);
  } finally {
    db.close();
  }
}

/** Makes a job alert look as if it last looked `ms` ago: the offers published since then are new to it. */
export function rewindAlert(documentId: string, ms: number): void {
  const db = open();
  try {
    const { changes } = db.prepare('UPDATE alerts SET seen_until = ? WHERE document_id = ?').run(Date.now() - ms, documentId);
    if (changes !== 1) throw new Error(`No alert ${documentId}`);
  } finally {
    db.close();
  }
}

/** Makes an alert look created `ms` ago. */
export function ageAlert(documentId: string, ms: number): void {
  const db = open();
  try {
    const { changes } = db.prepare('UPDATE alerts SET created_at = ? WHERE document_id = ?').run(Date.now() - ms, documentId);
    if (changes !== 1) throw new Error(`No alert ${documentId}`);
  } finally {
    db.close();
  }
}

/** The states of the alerts going to that address (pending until a visitor confirms). */
export function alertStates(email: string): string[] {
  const db = open();
  try {
    return (db.prepare('SELECT state FROM alerts WHERE email = ? ORDER BY id') as unknown as Rows).all(email).map((row) => String(row.state));
  } finally {
    db.close();
  }
}
