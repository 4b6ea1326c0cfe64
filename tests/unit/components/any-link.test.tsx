import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AnyLink } from '../../../src/components/ui/any-link';

// Gatsby's Link needs Gatsby's runtime: here, an anchor that says it is one.
jest.mock('gatsby', () => ({
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className} data-router="gatsby">
      {children}
    </a>
  ),
}));

describe('AnyLink: external addresses need the explicit flag', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  test('a path of the site goes through the router', () => {
    expect(renderToStaticMarkup(<AnyLink to="/villes">Villes</AnyLink>)).toBe('<a href="/villes" data-router="gatsby">Villes</a>');
  });

  test('an external address with the flag is a plain anchor that cannot reach back', () => {
    expect(
      renderToStaticMarkup(
        <AnyLink to="https://pro.rythmo.fr" external>
          ERP
        </AnyLink>,
      ),
    ).toBe('<a href="https://pro.rythmo.fr" rel="noopener noreferrer">ERP</a>');
  });

  test.each(['https://evil.example/', 'http://evil.example', '//evil.example/x'])('%s without the flag is refused: text, no link, logged', (to) => {
    expect(renderToStaticMarkup(<AnyLink to={to}>Ailleurs</AnyLink>)).toBe('<span>Ailleurs</span>');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`Link refused: ${to}`));
  });

  test('mail and phone addresses open their application, without a flag', () => {
    expect(renderToStaticMarkup(<AnyLink to="mailto:contact@rythmo.fr">Écrire</AnyLink>)).toBe(
      '<a href="mailto:contact@rythmo.fr" rel="noopener noreferrer">Écrire</a>',
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
