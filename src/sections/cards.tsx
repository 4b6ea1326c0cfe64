import * as React from 'react';
import { Link } from 'gatsby';
import type { Card } from '../components/card-grid';

/** A section's cards (agencies, articles): each a titled link, its title a heading below the section's. */
export function SectionCards({ cards, level }: { cards: readonly Card[]; level: 2 | 3 }): React.JSX.Element {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
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
