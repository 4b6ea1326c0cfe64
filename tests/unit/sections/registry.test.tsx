import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SECTIONS } from '../../../src/sections/registry';
import { Sections } from '../../../src/sections/sections';
import { SECTION_TYPES } from '../../../src/build/schema';
import { WithMessages } from '../support/messages';

jest.mock('gatsby', () => ({ graphql: () => null }));

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
  });

  test('a page’s zone offers every section, and only sections', () => {
    const page = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'api', 'page', 'content-types', 'page', 'schema.json'), 'utf8')) as {
      attributes: { sections: { type: string; components: string[] } };
    };
    expect(page.attributes.sections.type).toBe('dynamiczone');
    expect([...page.attributes.sections.components].sort()).toEqual(cmsSections);
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
  const render = (sections: Record<string, unknown>[]): string =>
    renderToStaticMarkup(
      <WithMessages locale="fr">
        <Sections sections={sections as never} />
      </WithMessages>,
    );
  const hero = { __typename: 'STRAPI__COMPONENT_SECTIONS_HERO', strapi_component: 'sections.hero', headline: 'Jobs d’été', text: 'À Lyon', image: null };
  const steps = {
    __typename: 'STRAPI__COMPONENT_SECTIONS_STEPS',
    strapi_component: 'sections.steps',
    title: 'En trois étapes',
    items: [{ title: 'Profil', text: 'Créez-le' }, null],
  };

  test('a hero that opens the page carries its one h1; the other sections’ titles are h2', () => {
    const html = render([hero, steps]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('>Jobs d’été</h1>');
    expect(html).toContain('<h2 id="section-2">En trois étapes</h2>');
    expect(html).toContain('<strong>Profil</strong>');
  });

  test('a hero further down is an h2; a kind the site does not know is left out, and so is an empty item', () => {
    const html = render([steps, { strapi_component: 'sections.unknown', title: 'x' }, hero]);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2 id="section-3">Jobs d’été</h2>');
    expect(html).not.toContain('>x<');
    expect(html.match(/<li/g)).toHaveLength(1);
  });
});
