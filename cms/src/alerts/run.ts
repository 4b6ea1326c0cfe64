/**
 * The alert run: each active alert due today (daily ones every day, weekly ones on Mondays, in
 * the site's time zone) gets the offers published since it last looked (its `seen_until`) that the offer
 * search finds for its search: the same engine and parameters as the jobs list, run on an index of those
 * new offers only, so that 100,000 alerts cost little more than reading them. No email when nothing is new;
 * at most ALERT_MAX_OFFERS offers in one, with a link to the whole list.
 *
 * It can run again, or on several CMS instances at once, and never sends an offer twice for one alert: a
 * batch of alerts is claimed for the day, its emails queued and its `seen_until` moved in one transaction.
 * A run that stopped half-way resumes with the alerts it had not reached. Its searches run in slices of
 * SLICE_MS, the event loop left to the CMS's requests between them, and so does each statement of a batch's
 * transaction. The report gives the longest the run held the loop at once (`longestHoldMs`) and the longest
 * stall the CMS felt meanwhile (`loopDelayMaxMs`: the run's, another task's, or the process waiting for a
 * core: on 2 cores the search thread and V8's collector threads take turns with it).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ALERT_MAX_OFFERS, buildPath, frenchToday, OFFER_PARAMS as P, type DigestWriter, type Locale, type OfferCard } from '@rythmo/site-map';
import { addOfferWords, noOfferWords, type OfferRecord } from '../search/engine';
import { answerSearch, offerLabels, searchData, type OfferReader, type OfferSnapshot, type SearchData } from '../search/answer';
import { emailRenderer } from '../email/templates';
import { brandName } from '../email/brand';
import type { Outbox } from '../email/outbox';
import { ALERT_UID, type AlertRow } from './api';
import { searchParams } from './search';
import { signAlertLink } from './links';
import { dayStart, dueFrequencies } from './schedule';

export type AlertRunConfig = { siteUrl: string; linkSecret: string; batch: number };
export type AlertRunReport = { due: number; alerts: number; emails: number; offers: number; ms: number; loopDelayMaxMs: number; longestHoldMs: number };
/** The run going on, or the last one since the CMS started: its report grows batch by batch. */
export type AlertRunState = { state: 'running' | 'done' | 'failed'; startedAt: string; report: AlertRunReport; error?: string };

/** The longest the run keeps the event loop before it lets the CMS answer its requests. */
const SLICE_MS = 20;

type DueRow = Pick<AlertRow, 'id' | 'documentId' | 'email' | 'search' | 'summary' | 'language' | 'frequency'> & {
  seen_until: string | Date | null;
  candidate: { id: number } | null;
};

/** The offers whose words the run indexes in one slice. */
const WORDS_SLICE = 25;

/** The ids counted at once when the run counts the alerts due. */
const COUNT_WINDOW = 20_000;

/**
 * Lets the event loop answer what waits (the CMS's requests) before going on, and keeps the longest time
 * the run held it between two such breaths.
 */
function breaths() {
  let resumed = performance.now();
  let longest = 0;
  return {
    breathe: async (): Promise<void> => {
      longest = Math.max(longest, performance.now() - resumed);
      await new Promise((resolve) => setImmediate(resolve));
      resumed = performance.now();
    },
    longest: (): number => Math.round(longest),
  };
}

const instant = (value: string | Date | null): number => (value === null ? 0 : new Date(value).getTime());

export function alertRunner(strapi: Core.Strapi, config: AlertRunConfig, outbox: () => Outbox) {
  const offers = () => strapi.plugin('rythmo').service('offers') as OfferReader;
  let running: Promise<AlertRunReport> | null = null;
  let last: AlertRunState | null = null;

  /**
   * The search data of the offers published after an instant and by the run's (one index per instant met
   * in a run). An offer dated later waits for its date; one dated before an alert last looked is not new.
   */
  const newOffers = (snapshot: OfferSnapshot, until: number, breathe: () => Promise<void>) => {
    const built = new Map<number, SearchData | null>();
    return async (after: number): Promise<SearchData | null> => {
      const known = built.get(after);
      if (known !== undefined) return known;
      await breathe();
      // Instants compared as ISO texts (the records' form), not parsed: 20,000 dates each run.
      const [from, to] = [new Date(after).toISOString(), new Date(until).toISOString()];
      const records = snapshot.records.filter((offer: OfferRecord) => offer.publicationDate > from && offer.publicationDate <= to);
      // Their words a slice at a time: more at once held the event loop past a slice.
      const words = noOfferWords();
      const labels = offerLabels(snapshot.labels);
      for (let position = 0; position < records.length; position += 1) {
        if (position % WORDS_SLICE === 0) await breathe();
        addOfferWords(words, records[position], position, labels(records[position]));
      }
      await breathe();
      const data = records.length === 0 ? null : searchData(records, snapshot, words);
      built.set(after, data);
      return data;
    };
  };

  const email = (row: DueRow, found: OfferCard[], total: number, writer: DigestWriter) => {
    const locale: Locale = row.language;
    const list = `${config.siteUrl}${buildPath('jobs', locale)}?${row.search}${row.search === '' ? '' : '&'}${P.sort}=-publication_date`;
    const unsubscribeToken = encodeURIComponent(signAlertLink(config.linkSecret, row.documentId, 'unsubscribe'));
    const oneClick = `${config.siteUrl}/api/alerts/unsubscribe?t=${unsubscribeToken}`;
    return {
      ...writer.write(locale, {
        summary: row.summary,
        total,
        offers: found,
        list,
        account: row.candidate === null ? null : `${config.siteUrl}${buildPath('account-alerts', locale)}`,
        unsubscribe: `${config.siteUrl}${buildPath('alert-unsubscribe', locale)}?t=${unsubscribeToken}`,
      }),
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  };

  const run = async (now: Date, report: AlertRunReport): Promise<AlertRunReport> => {
    const started = Date.now();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const snapshot = await offers().current();
    // What the alerts have seen once this run is done: every offer published by now.
    const seenUntil = new Date(Math.max(now.getTime(), Date.now()));
    const since = dayStart(now);
    const today = frenchToday(now);
    // The run's digests: their frames and offers written once (the emails' templates, src/emails/render.tsx).
    const writer = emailRenderer(strapi).digestWriter(await brandName(strapi), config.siteUrl);
    // The run's own slices start here (the reads above give the loop back between their queries); the
    // digests' frames are written first, one a slice (the first is React's first render in the process).
    const { breathe, longest } = breaths();
    await breathe();
    while (writer.prepare()) await breathe();
    const dataAfter = newOffers(snapshot, seenUntil.getTime(), breathe);
    const alerts = strapi.db.query(ALERT_UID);
    const table = strapi.db.metadata.get(ALERT_UID).tableName;
    const notYetToday = { $or: [{ last_run_at: { $null: true } }, { last_run_at: { $lt: since } }] };
    const due = { state: 'active', frequency: { $in: dueFrequencies(now) }, ...notYetToday };
    // Counted by windows of ids, the event loop let go between them: one count of every alert held it past a slice.
    const highest = (await alerts.findOne({ select: ['id'], orderBy: { id: 'desc' } })) as { id: number } | null;
    for (let from = 0; from < (highest?.id ?? 0); from += COUNT_WINDOW) {
      report.due += await alerts.count({ where: { id: { $gt: from, $lte: from + COUNT_WINDOW }, ...due } });
      await breathe();
    }
    const sentOffers = new Set<number>();
    try {
      for (let after = 0; ;) {
        const rows = (await alerts.findMany({
          where: { id: { $gt: after }, ...due },
          select: ['id', 'documentId', 'email', 'search', 'summary', 'language', 'frequency', 'seen_until'],
          populate: { candidate: { select: ['id'] } },
          orderBy: { id: 'asc' },
          limit: config.batch,
        })) as DueRow[];
        if (rows.length === 0) break;
        after = rows[rows.length - 1].id;
        await breathe();
        // Each alert's search on the offers new to it, in slices that leave the loop to the CMS's requests.
        const sending: { row: DueRow; cards: OfferCard[]; message: Parameters<Outbox['enqueueMany']>[0][number] }[] = [];
        const quiet: number[] = [];
        let slice = Date.now();
        const pace = async (): Promise<void> => {
          if (Date.now() - slice <= SLICE_MS) return;
          await breathe();
          slice = Date.now();
        };
        for (const row of rows) {
          // The index of the offers new to an alert, built once per run and instant, in slices of its own.
          const data = await dataAfter(instant(row.seen_until));
          await pace();
          const answer =
            data === null
              ? null
              : answerSearch(data, { ...searchParams(row.search), sort: '-publication_date', page: 1, locale: row.language }, () => undefined, today);
          if (answer === null || answer.meta.total === 0) quiet.push(row.id);
          else {
            const cards = answer.data.slice(0, ALERT_MAX_OFFERS);
            sending.push({ row, cards, message: { to: row.email, ...email(row, cards, answer.meta.total, writer), purpose: 'alert:offers' } });
          }
          await pace();
        }
        // The batch at once: claimed for the day, emails queued, watermarks moved, or nothing of it; its
        // statements start a slice of their own.
        await breathe();
        const sent = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
          if (quiet.length > 0) await alerts.updateMany({ where: { id: { $in: quiet }, ...notYetToday }, data: { last_run_at: now, seen_until: seenUntil } });
          // In one statement, which tells the alerts it claimed: those another instance claimed meanwhile are left to it.
          const claimed =
            sending.length === 0
              ? []
              : ((await trx(table)
                  .whereIn(
                    'id',
                    sending.map((item) => item.row.id),
                  )
                  .andWhere((where) => where.whereNull('last_run_at').orWhere('last_run_at', '<', since))
                  .update({ last_run_at: now, seen_until: seenUntil, last_sent_at: now })
                  .returning('id')) as { id: number }[]);
          const ids = new Set(claimed.map((row) => row.id));
          const done = sending.filter((item) => ids.has(item.row.id));
          await breathe();
          await outbox().enqueueMany(
            done.map((item) => item.message),
            breathe,
          );
          // The commit (and the log's copy into the database it may make) in a slice of its own too.
          await breathe();
          return done;
        });
        report.alerts += rows.length;
        report.emails += sent.length;
        for (const item of sent) for (const card of item.cards) sentOffers.add(card.offer_id);
        await breathe();
      }
    } finally {
      delay.disable();
    }
    report.loopDelayMaxMs = Math.round(delay.max / 1e6);
    report.longestHoldMs = longest();
    report.offers = sentOffers.size;
    report.ms = Date.now() - started;
    return report;
  };

  return {
    /** Runs the alerts due at `now`; a run asked while one is going waits for it and answers its report. */
    run(now: Date = new Date()): Promise<AlertRunReport> {
      if (running === null) {
        const state: AlertRunState = {
          state: 'running',
          startedAt: new Date().toISOString(),
          report: { due: 0, alerts: 0, emails: 0, offers: 0, ms: 0, loopDelayMaxMs: 0, longestHoldMs: 0 },
        };
        last = state;
        running = run(now, state.report).then(
          (report) => {
            state.state = 'done';
            return report;
          },
          (error: unknown) => {
            state.state = 'failed';
            state.error = error instanceof Error ? error.message : String(error);
            strapi.log.error(`The job alerts' run failed: ${state.error}`);
            throw error;
          },
        );
        running.then(
          () => (running = null),
          () => (running = null),
        );
      }
      return running;
    },
    /** The run going on, or the last one since the CMS started (null before any). */
    state(): AlertRunState | null {
      return last;
    },
  };
}

export type AlertRunner = ReturnType<typeof alertRunner>;

/** The name the alert run is registered under in Strapi's container (../bootstrap/services.ts). */
export const ALERT_RUNNER_SERVICE = 'rythmo.alert-runner';
/** The alert run, as started at bootstrap. */
export const alertRunnerOf = (strapi: Core.Strapi): AlertRunner => strapi.get<AlertRunner>(ALERT_RUNNER_SERVICE);
