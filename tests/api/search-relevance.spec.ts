import { expect, test } from '@playwright/test';
import type { OfferCard, OfferSearchAnswer } from '@rythmo/site-map';
import { SECTORS } from '../../cms/src/seed/data/catalogue';
import { JUDGMENTS, type Judgment } from '../search/relevance';

// The judged set of the offer search (tests/search/relevance.ts) asked of the live API's search thread on
// both databases, each filled by the real seed. The test reports each query's precision at 10 (the share
// of relevant offers among the first ten, or among all when fewer come; none is 0) and fails when their
// mean falls under the floor, or when an offer a judgment rules out is among the first 20. A judgment whose
// trades (in its city) the database holds no offer of is left out of the mean (PostgreSQL's seed is smaller).

/** The mean precision at 10 of the judged set must not fall under this: 0.660 on SQLite and 0.647 on PostgreSQL before the stemmer, the labels and the synonyms; 0.992 and 0.987 after. */
const FLOOR = 0.95;

const DATABASES = [
  { name: 'SQLite', search: () => process.env.E2E_SEARCH_URL },
  { name: 'PostgreSQL', search: () => process.env.E2E_PG_SEARCH_URL },
];

const TRADES_OF = new Map(SECTORS.map((sector) => [sector.slug, sector.trades.map((trade) => trade.slug)]));

/** The trades a judgment names, its sectors' included. */
const tradesOf = (judgment: Judgment): string[] => [...(judgment.trades ?? []), ...(judgment.sectors ?? []).flatMap((sector) => TRADES_OF.get(sector) ?? [])];

function relevant(card: OfferCard, judgment: Judgment): boolean {
  const trades = tradesOf(judgment);
  return (
    (trades.length === 0 || card.works.some((work) => trades.includes(work.slug))) &&
    (judgment.title === undefined || judgment.title.test(card.title)) &&
    (judgment.city === undefined || card.city?.slug === judgment.city)
  );
}

const ruledOut = (card: OfferCard, judgment: Judgment): boolean =>
  !relevant(card, judgment) &&
  (card.works.some((work) => judgment.never?.trades?.includes(work.slug) === true) || judgment.never?.title?.test(card.title) === true);

for (const database of DATABASES) {
  test(`the judged queries find what people mean, on ${database.name}`, async () => {
    const base = database.search();
    if (base === undefined) throw new Error('The global setup did not start this search thread');
    const ask = async (params: Record<string, string>): Promise<OfferSearchAnswer> => {
      const response = await fetch(`${base}/api/rythmo/job-offers?${new URLSearchParams(params).toString()}`);
      expect(response.status, JSON.stringify(params)).toBe(200);
      return (await response.json()) as OfferSearchAnswer;
    };
    const rows: string[] = [];
    const scores: number[] = [];
    const faults: string[] = [];
    for (const judgment of JUDGMENTS) {
      // A judgment of trades (in a city) counts where the database holds such offers: the smaller seed may have none.
      const trades = tradesOf(judgment);
      const held =
        trades.length === 0
          ? null
          : (await ask({ 'filter[works]': trades.join(','), ...(judgment.city === undefined ? {} : { 'filter[city]': judgment.city }) })).meta.total;
      const { data, meta } = await ask({ query: judgment.query, locale: judgment.locale ?? 'fr' });
      const out = data.slice(0, 20).filter((card) => ruledOut(card, judgment));
      for (const card of out) faults.push(`« ${judgment.query} » gives « ${card.title} » among its first 20`);
      const line = `${String(meta.total).padStart(5)}  ${judgment.locale ?? 'fr'}  ${judgment.query}${out.length > 0 ? `  (${out.length} ruled out)` : ''}`;
      if (held === 0) {
        rows.push(`  n/a  ${line}  (no such offer in this database)`);
        continue;
      }
      const first = data.slice(0, 10);
      const precision = first.length === 0 ? 0 : first.filter((card) => relevant(card, judgment)).length / first.length;
      scores.push(precision);
      rows.push(`${precision.toFixed(2).padStart(5)}  ${line}`);
    }
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    const report = [`precision at 10 on ${database.name}: ${mean.toFixed(3)} over ${scores.length} queries`, ' P@10  total  locale query', ...rows].join('\n');
    console.log(report);
    await test.info().attach(`relevance-${database.name}`, { body: report, contentType: 'text/plain' });
    expect(faults, report).toEqual([]);
    expect(scores.length, 'judged queries this database can answer').toBeGreaterThanOrEqual(40);
    expect(mean, report).toBeGreaterThanOrEqual(FLOOR);
  });
}
