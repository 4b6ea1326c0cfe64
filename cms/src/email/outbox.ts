/**
 * The queue of the emails that must not be lost (an application to its agency, an answer to its
 * candidate): each is written to the database first (api::email-message), then sent by this loop, after
 * the request that made it has been answered. A message that fails is tried again later, each wait twice
 * the last (from `retryBaseMs` up to `retryMaxMs`), and given up after `maxAttempts` (state `failed`, its
 * last error kept for the team). With the SMTP server down, requests still succeed; their emails leave
 * once it is back.
 *
 * Several CMS instances may share the database: a message is claimed by one conditional update (state
 * `queued`, or `sending` whose lease ran out: an instance that died mid-send), so each is sent by one
 * instance at a time. Attachments are private files (CVs), named by their file's id, read when sending.
 */
import type { Readable } from 'node:stream';
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { readPrivateFile, type UploadFile } from '../storage/private-files';

const UID = 'api::email-message.email-message';
const FILE = 'plugin::upload.file';

export type OutboxConfig = { pollMs: number; retryBaseMs: number; retryMaxMs: number; maxAttempts: number; leaseMs: number; batch: number };

/** An email to queue. Its attachments are files of the private store, by id, with the name they go under. */
export type OutgoingEmail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { file: number; name: string }[];
  /** What the email is for (`application:agency`, `application:interview`…), for the team reading the queue. */
  purpose: string;
  /** The application it is about: erased with it. */
  application?: number;
};

type Row = {
  id: number;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: { file: number; name: string }[] | null;
  attempts: number;
};

/** How long to wait before the next try, after `attempts` failures. */
export const retryDelayMs = (config: Pick<OutboxConfig, 'retryBaseMs' | 'retryMaxMs'>, attempts: number): number =>
  Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export type Outbox = {
  enqueue(email: OutgoingEmail): Promise<void>;
  /** Many emails without attachments or application (the alert run's), in inserts of INSERT_ROWS, the event loop let go between them. */
  /** Queues many emails, `between` awaited between two inserts (the event loop given back, by default). */
  enqueueMany(emails: Omit<OutgoingEmail, 'attachments' | 'application'>[], between?: () => Promise<void>): Promise<void>;
  drain(): Promise<void>;
  stop(): void;
};

/** Rows of one insert of enqueueMany: about 5 ms of SQLite's synchronous work (an alert email's row is 5 to 10 kB). */
const INSERT_ROWS = 25;

/** The row of an email queued at `now`: what it says and that it is due. */
const queuedRow = (email: Omit<OutgoingEmail, 'attachments' | 'application'>, now: Date) => ({
  to: email.to,
  reply_to: email.replyTo ?? null,
  subject: email.subject,
  text: email.text,
  html: email.html,
  headers: email.headers ?? null,
  purpose: email.purpose,
  state: 'queued',
  attempts: 0,
  next_attempt_at: now,
});

/** A document id as Strapi makes them (24 lower-case letters and digits), for rows written without its document service. */
const documentId = (): string => Array.from(crypto.randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

/** A message queued whose time has come at `now`. */
const queuedAt = (now: Date) => ({ state: 'queued', next_attempt_at: { $lte: now } });
/** A message left mid-send by an instance whose lease ran out before `now`. */
const stalledAt = (now: Date) => ({ state: 'sending', lease_until: { $lt: now } });
/** A message due at `now`: either of the two. */
const dueAt = (now: Date) => ({ $or: [queuedAt(now), stalledAt(now)] });

/** The name the outbox of this CMS process is registered under in Strapi's container (../bootstrap/services.ts). */
export const OUTBOX_SERVICE = 'rythmo.outbox';
/** The outbox started at bootstrap. */
export const outboxOf = (strapi: Core.Strapi): Outbox => strapi.get<Outbox>(OUTBOX_SERVICE);

export function startOutbox(strapi: Core.Strapi, config: OutboxConfig): Outbox {
  const messages = strapi.db.query(UID);
  let running: Promise<void> | null = null;
  let again = false;

  const claim = async (id: number, now: Date): Promise<boolean> => {
    const { count } = (await messages.updateMany({
      where: { id, ...dueAt(now) },
      data: { state: 'sending', lease_until: new Date(now.getTime() + config.leaseMs) },
    })) as { count: number };
    return count === 1;
  };

  const attachmentsOf = async (row: Row): Promise<{ filename: string; content: Readable; contentType: string }[]> => {
    const files: { filename: string; content: Readable; contentType: string }[] = [];
    for (const attachment of row.attachments ?? []) {
      const file = (await strapi.db.query(FILE).findOne({ where: { id: attachment.file } })) as (UploadFile & { mime: string }) | null;
      // Gone with its application (an account erased): the email goes without it.
      if (file === null) continue;
      files.push({ filename: attachment.name, content: await readPrivateFile(file), contentType: file.mime });
    }
    return files;
  };

  const send = async (row: Row): Promise<void> => {
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: row.to,
          ...(row.reply_to !== null ? { replyTo: row.reply_to } : {}),
          subject: row.subject,
          text: row.text ?? '',
          html: row.html ?? '',
          ...(row.headers !== null ? { headers: row.headers } : {}),
          attachments: await attachmentsOf(row),
        });
      await messages.update({ where: { id: row.id }, data: { state: 'sent', sent_at: new Date(), lease_until: null, attempts: row.attempts + 1 } });
    } catch (error) {
      const attempts = row.attempts + 1;
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 250);
      const givenUp = attempts >= config.maxAttempts;
      await messages.update({
        where: { id: row.id },
        data: {
          state: givenUp ? 'failed' : 'queued',
          attempts,
          last_error: detail,
          lease_until: null,
          next_attempt_at: new Date(Date.now() + retryDelayMs(config, attempts)),
        },
      });
      strapi.log[givenUp ? 'error' : 'warn'](`Email ${row.id}: not sent (attempt ${attempts}${givenUp ? ', given up' : ''}): ${detail}`);
    }
  };

  /** Sends every due message, a batch at a time, until none is due. */
  const run = async (): Promise<void> => {
    for (;;) {
      const now = new Date();
      // Two reads, each served by the index on (state, next_attempt_at) however many sent messages the
      // table keeps: those left mid-send by an instance whose lease ran out (few), then the queued ones due.
      const stalled = (await messages.findMany({
        where: stalledAt(now),
        orderBy: { id: 'asc' },
        limit: config.batch,
      })) as Row[];
      const queued =
        stalled.length >= config.batch
          ? []
          : ((await messages.findMany({
              where: queuedAt(now),
              orderBy: [{ next_attempt_at: 'asc' }, { id: 'asc' }],
              limit: config.batch - stalled.length,
            })) as Row[]);
      const due = [...stalled, ...queued];
      if (due.length === 0) return;
      for (const row of due) if (await claim(row.id, now)) await send(row);
      if (due.length < config.batch) return;
    }
  };

  const drain = (): Promise<void> => {
    if (running !== null) {
      // A message queued while a run is under way is sent by one more run right after it.
      again = true;
      return running;
    }
    const current = run()
      .catch((error: unknown) => {
        strapi.log.error(`Email queue: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void drain();
        }
      });
    running = current;
    return current;
  };

  const timer = setInterval(() => void drain(), config.pollMs);
  timer.unref();

  return {
    async enqueue(email) {
      await strapi.documents(UID).create({
        data: {
          ...queuedRow(email, new Date()),
          attachments: email.attachments ?? [],
          ...(email.application !== undefined ? { application: email.application } : {}),
        } as never,
      });
      // After the request that queued it has been answered.
      setImmediate(() => void drain());
    },
    async enqueueMany(emails, between = () => new Promise<void>((resolve) => setImmediate(resolve))) {
      if (emails.length === 0) return;
      const now = new Date();
      for (let start = 0; start < emails.length; start += INSERT_ROWS) {
        if (start > 0) await between();
        await strapi.db.query(UID).createMany({
          data: emails.slice(start, start + INSERT_ROWS).map((email) => ({
            ...queuedRow(email, now),
            documentId: documentId(),
            attachments: [],
            createdAt: now,
            updatedAt: now,
            publishedAt: now,
          })),
        });
      }
      setImmediate(() => void drain());
    },
    drain,
    stop: () => clearInterval(timer),
  };
}
