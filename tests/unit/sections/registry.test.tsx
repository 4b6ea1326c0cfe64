import fs from 'node:fs';
import path from 'node:path';
import type * as React from 'react';
import { renderAll } from '../support/render';
import { SECTIONS } from '../../../src/sections/registry';
import { SECTION_KINDS } from '../../../src/sections/kinds';
import { MOVING_KINDS, someSectionMoves } from '../../../src/sections/moves';
import { MOVING_SECTIONS } from '../../../src/sections/moving';
import { Sections } from '../../../src/sections/sections';
import { SECTION_TYPES } from '../../../src/build-time/schema';
import { SECTION_POPULATE, TOPIC_SECTION_KINDS } from '../../../src/build-time/sourcing';
import { linkTarget as buttonTarget } from '../../../src/routing/link-target';
import { RUBRIQUES } from '@rythmo/site-map';
import { WithMessages } from '../support/messages';
import { PUBLIC_ENV } from '../../../src/config/public-env';

// Gatsby's Link needs Gatsby's runtime: here, an anchor.
jest.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const ROOT = path.join(__dirname, '..', '..', '..');
const COMPONENTS = path.join(ROOT, 'cms', 'src', 'components', 'sections');
const SOURCES = path.join(ROOT, 'src', 'sections');
/** The CMS's section components, by uid (sections.<file name>). */
const cmsSections = fs
  .readdirSync(COMPONENTS)
  .filter((file) => file.endsWith('.json'))
  .map((file) => `sections.${file.replace(/\.json$/, '')}`)
  .sort();
/** gatsby-source-strapi's node type of a component (sections.rich-text → STRAPI__COMPONENT_SECTIONS_RICH_TEXT). */
const nodeType = (uid: string): string => `STRAPI__COMPONENT_${uid.replace('.', '_').replace(/-/g, '_').toUpperCase()}`;
const sources = fs
  .readdirSync(SOURCES)
  .map((file) => fs.readFileSync(path.join(SOURCES, file), 'utf8'))
  .join('\n');

describe('the section library', () => {
  test('every CMS section has a renderer, and every renderer a CMS section', () => {
    expect(cmsSections.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(SECTIONS).sort()).toEqual(cmsSections);
    expect([...SECTION_KINDS].sort()).toEqual(cmsSections);
    for (const [kind, renderer] of Object.entries(MOVING_SECTIONS)) expect([kind, renderer]).toEqual([kind, SECTIONS[kind as keyof typeof SECTIONS]]);
    expect(Object.keys(MOVING_SECTIONS).sort()).toEqual([...MOVING_KINDS].sort());
  });

  test('a zone is kept as built unless one of its sections moves: an offer list, a form, a video, the sign-up, a hero with the search box', () => {
    const section = (strapi_component: string, search?: boolean) => ({ strapi_component, search });
    const still = [section('sections.hero', false), section('sections.rich-text'), null, section('sections.faq'), section('sections.call-to-action')];
    expect(someSectionMoves(still)).toBe(false);
    expect(someSectionMoves([])).toBe(false);
    expect(someSectionMoves(null)).toBe(false);
    for (const kind of MOVING_KINDS) expect(someSectionMoves([...still, section(kind)])).toBe(true);
    expect(someSectionMoves([section('sections.hero', true), ...still])).toBe(true);
  });

  test.each(['page', 'home-page'])('the zone of a %s offers every section, and only sections', (type) => {
    const page = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'api', type, 'content-types', type, 'schema.json'), 'utf8')) as {
      attributes: { sections: { type: string; components: string[] } };
    };
    expect(page.attributes.sections.type).toBe('dynamiczone');
    expect([...page.attributes.sections.components].sort()).toEqual(cmsSections);
  });

  test('each topic page’s two zones (above and below its offers) offer the topic sections, all of the library', () => {
    for (const type of ['city', 'work', 'trade', 'contract', 'student-job-type', 'event', 'agency']) {
      const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'api', type, 'content-types', type, 'schema.json'), 'utf8')) as {
        attributes: Record<string, { type: string; components: string[] }>;
      };
      for (const zone of ['sections_top', 'sections_bottom']) {
        expect([type, schema.attributes[zone].type]).toEqual([type, 'dynamiczone']);
        expect([...schema.attributes[zone].components].sort()).toEqual([...TOPIC_SECTION_KINDS].sort());
      }
    }
    expect(TOPIC_SECTION_KINDS.filter((kind) => !cmsSections.includes(kind))).toEqual([]);
  });

  test('a scalar field that several sections have has one type in all (the union’s fragments select them side by side)', () => {
    const types = new Map<string, Set<string>>();
    for (const section of SECTION_TYPES) {
      // Linked fields may differ (a list of steps, of questions): GraphQL compares their selections.
      for (const field of section.fields.filter((declared) => !declared.includes('@link'))) {
        const [name, type] = field.split(/:\s*/, 2);
        types.set(name, new Set([...(types.get(name) ?? []), type]));
      }
    }
    expect([...types].filter(([, declared]) => declared.size > 1)).toEqual([]);
  });

  test('the build asks the CMS for every section’s parts, and for no other section', () => {
    expect(Object.keys(SECTION_POPULATE).sort()).toEqual(cmsSections);
  });

  test('a button’s « rubrique » choices are the site map’s, each a route of the site', () => {
    const link = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'components', 'shared', 'link.json'), 'utf8')) as {
      attributes: { rubrique: { enum: string[] }; page: { target: string } };
    };
    expect([...link.attributes.rubrique.enum].sort()).toEqual(Object.keys(RUBRIQUES).sort());
    expect(link.attributes.page.target).toBe('api::page.page');
  });

  test('each section has its declared GraphQL type, a fragment on it, and a place in the page’s Sections fragment', () => {
    expect(SECTION_TYPES.map((type) => type.name).sort()).toEqual(cmsSections.map(nodeType).sort());
    for (const uid of cmsSections) {
      expect(sources).toMatch(new RegExp(`fragment \\w+Section on ${nodeType(uid)} \\{`));
      expect(sources).toMatch(new RegExp(`\\.\\.\\. on ${nodeType(uid)} \\{\\s+strapi_component`));
    }
  });
});

describe('a page’s sections', () => {
  const render = (sections: Record<string, unknown>[]): Promise<string> =>
    renderAll(
      <WithMessages locale="fr">
        <Sections sections={sections as never} />
      </WithMessages>,
    );
  const hero = { __typename: 'STRAPI__COMPONENT_SECTIONS_HERO', strapi_component: 'sections.hero', headline: 'Jobs d’été', text: 'À Lyon', image: null };
  const cta = {
    __typename: 'STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION',
    strapi_component: 'sections.call-to-action',
    title: 'Vous recrutez ?',
    text: null,
    buttons: [
      { label: 'Nous écrire', rubrique: 'entreprise-contact', url: null, page: null },
      { label: 'Sans destination', rubrique: null, url: null, page: null },
    ],
  };
  const steps = {
    __typename: 'STRAPI__COMPONENT_SECTIONS_STEPS',
    strapi_component: 'sections.steps',
    title: 'En trois étapes',
    items: [{ title: 'Profil', text: 'Créez-le' }, null],
  };

  test('a hero that opens the page carries its one h1; the other sections’ titles are h2', async () => {
    const html = await render([hero, steps]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('>Jobs d’été</h1>');
    expect(html).toContain('<h2 id="section-2">En trois étapes</h2>');
    expect(html).toContain('<strong>Profil</strong>');
  });

  test('a call to action: its buttons, those without a destination left out', async () => {
    const html = await render([cta]);
    expect(html).toContain('<h2 id="section-1">Vous recrutez ?</h2>');
    expect(html).toMatch(/<a[^>]+href="\/entreprise\/contact"[^>]*>Nous écrire<\/a>/);
    expect(html).not.toContain('Sans destination');
  });

  test('in the editors’ preview only, a notice says what a section lacks; the live site shows nothing of it', async () => {
    const agencies = {
      __typename: 'STRAPI__COMPONENT_SECTIONS_PARTNER_AGENCIES',
      strapi_component: 'sections.partner-agencies',
      title: 'Agences',
      text: null,
      agencies: [],
    };
    const live = await render([cta, agencies]);
    expect(live).not.toContain('section-notice');
    expect(live).not.toContain('Agences');
    const preview = jest.replaceProperty(PUBLIC_ENV, 'preview', true);
    try {
      const html = await render([cta, agencies]);
      expect(html.match(/class="section-notice"/g)).toHaveLength(2);
      expect(html).toContain('Le bouton « Sans destination » ne mène nulle part');
      expect(html).toContain('Aucune agence choisie');
      expect(html).toMatch(/<a[^>]+href="\/entreprise\/contact"[^>]*>Nous écrire<\/a>/);
    } finally {
      preview.restore();
    }
  });

  test('a hero further down is an h2; a kind the site does not know is left out, and so is an empty item', async () => {
    const html = await render([steps, { strapi_component: 'sections.unknown', title: 'x' }, hero]);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2 id="section-3">Jobs d’été</h2>');
    expect(html).not.toContain('>x<');
    expect(html.match(/<li/g)).toHaveLength(1);
  });
});

describe('a button’s destination', () => {
  const button = (fields: Partial<Queries.SectionButtonFragment>): Queries.SectionButtonFragment => ({
    label: 'Go',
    rubrique: null,
    url: null,
    page: null,
    ...fields,
  });

  test('a page of sections, in its own language; a site’s section, in the page’s; an address elsewhere, flagged external', () => {
    expect(buttonTarget(button({ page: { path: '/en/hire-with-rythmo' } }), 'fr')).toEqual({
      to: '/en/hire-with-rythmo',
      external: false,
    });
    expect(buttonTarget(button({ rubrique: 'offres-emploi' }), 'en')).toEqual({ to: '/en/jobs', external: false });
    expect(buttonTarget(button({ rubrique: 'entreprise-contact' }), 'fr')).toEqual({ to: '/entreprise/contact', external: false });
    expect(buttonTarget(button({ url: 'https://example.org/' }), 'fr')).toEqual({ to: 'https://example.org/', external: true });
  });

  test('a page chosen wins over the rest; none chosen, a page without an address, or an unknown section, is no button', () => {
    expect(buttonTarget(button({ page: { path: '/jobs-ete-lyon' }, rubrique: 'faq', url: 'https://x.org' }), 'fr')?.to).toBe('/jobs-ete-lyon');
    expect(buttonTarget(button({}), 'fr')).toBeNull();
    expect(buttonTarget(button({ page: { path: null } }), 'fr')).toBeNull();
    expect(buttonTarget(button({ rubrique: 'ailleurs' }), 'fr')).toBeNull();
  });
});
