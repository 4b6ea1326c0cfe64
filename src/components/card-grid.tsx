import * as React from 'react';
import { Link } from 'gatsby';

export type Card = { key: string; to: string; title: string; body?: React.ReactNode };

/** The cards of a list page (agencies, cities, contracts, events, sectors, articles): a titled link each. */
export function CardGrid({ cards, compact = false }: { cards: readonly Card[]; compact?: boolean }): React.JSX.Element {
  return (
    <ul className={compact ? 'cards compact' : 'cards'}>
      {cards.map((card) => (
        <li key={card.key} className="card">
          <h2>
            <Link to={card.to}>{card.title}</Link>
          </h2>
          {card.body}
        </li>
      ))}
    </ul>
  );
}
