import * as React from 'react';
import { Link } from 'gatsby';

export type Card = { key: string; to: string; title: string; body?: React.ReactNode };

/**
 * The cards of a list page (agencies, cities, contracts, events, sectors, articles): a titled link each,
 * its title a heading below the page's (h2), or below a section's (h3).
 */
export function CardGrid({ cards, compact = false, level = 2 }: { cards: readonly Card[]; compact?: boolean; level?: 2 | 3 }): React.JSX.Element {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={compact ? 'cards compact' : 'cards'}>
      {cards.map((card) => (
        <li key={card.key} className="card">
          <Heading>
            <Link to={card.to}>{card.title}</Link>
          </Heading>
          {card.body}
        </li>
      ))}
    </ul>
  );
}
