import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OtherCities } from '../../../src/components/other-cities';
import { WithMessages } from '../support/messages';

jest.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

test('the other cities, linked to their pages in the page’s language', () => {
  const html = renderToStaticMarkup(
    <WithMessages locale="en">
      <OtherCities
        cities={[
          { name: 'Paris', slug: 'paris' },
          { name: 'Nice', slug: 'nice' },
        ]}
        locale="en"
      />
    </WithMessages>,
  );
  expect(html).toContain('<a href="/en/cities/paris">');
  expect(html).toContain('<a href="/en/cities/nice">');
  expect(html).not.toContain('No other city');
});

test('none: a message says so', () => {
  const html = renderToStaticMarkup(
    <WithMessages locale="fr">
      <OtherCities cities={[]} locale="fr" />
    </WithMessages>,
  );
  expect(html).toContain('<p>Aucune autre ville disponible pour le moment</p>');
});
