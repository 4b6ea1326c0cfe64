import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OfferDetail } from '../../../src/features/jobs/offer-detail';
import { WithMessages } from '../support/messages';

jest.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const OFFER: Queries.OfferDetailFragment = {
  offer_id: 12,
  id: 'offer-12',
  slug: '12-serveur-h-f',
  title: 'Serveur (H/F)',
  place: null,
  latitude: null,
  longitude: null,
  publication_date: null,
  valid_through: null,
  remuneration: null,
  remuneration_unit: null,
  start_date: null,
  city: null,
  agency: null,
  event: null,
  required_skills: null,
  rhythm: null,
  description: null,
  contracts: [null, { slug: 'cdd' }, { slug: 'interim' }],
  works: [{ slug: 'serveur' }, null, { slug: 'barman' }],
};
const LABELS: Queries.OfferLabelsFragment = {
  contractLabels: {
    nodes: [
      { slug: 'cdd', label: 'CDD' },
      { slug: 'interim', label: 'Intérim' },
    ],
  },
  tradeLabels: {
    nodes: [
      { slug: 'serveur', name: 'Serveur', work: { slug: 'restauration', name: 'Restauration' } },
      { slug: 'barman', name: 'Barman', work: { slug: 'restauration', name: 'Restauration' } },
    ],
  },
};

test('an offer’s contracts and trades: links separated by commas in the text, none before the first when an entry is missing', () => {
  const html = renderToStaticMarkup(
    <WithMessages locale="fr">
      <OfferDetail offer={OFFER} labels={LABELS} />
    </WithMessages>,
  );
  expect(html).toContain('<dd><a href="/offres-emploi/cdd">CDD</a>, <a href="/offres-emploi/interim">Intérim</a></dd>');
  expect(html).toContain('<dd><a href="/secteurs-activite/restauration/serveur">Serveur</a>, <a href="/secteurs-activite/restauration/barman">Barman</a></dd>');
});
