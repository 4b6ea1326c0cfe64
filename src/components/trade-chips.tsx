import * as React from 'react';
import { Link } from 'gatsby';
import { buildPath, type Locale } from '@rythmo/site-map';

type Trade = { slug: string; name: string } | null;

/** The trades of a sector as chips, each linking to its trade page. */
export function TradeChips({ locale, sector, trades }: { locale: Locale; sector: string; trades: readonly Trade[] | null }): React.JSX.Element {
  return (
    <ul className="chips">
      {(trades ?? []).map((trade) =>
        trade === null ? null : (
          <li key={trade.slug}>
            <Link to={buildPath('works-slug-job', locale, { secteur: sector, job: trade.slug })}>{trade.name}</Link>
          </li>
        ),
      )}
    </ul>
  );
}
