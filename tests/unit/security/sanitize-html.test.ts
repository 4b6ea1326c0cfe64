import { sanitizeRichText, stripTags } from '../../../src/build-time/sanitize-html';
import { HTML_VECTORS, XSS_MARKER, XSS_VECTORS } from '../../fixtures/xss-vectors';

describe('rich text from the CMS', () => {
  // The Markdown vectors go through remark first: the end-to-end test covers them (tests/e2e/sanitize.spec.ts).
  test(`none of the ${HTML_VECTORS.length} HTML injection vectors survives, alone or together`, () => {
    expect(HTML_VECTORS.length).toBeGreaterThanOrEqual(20);
    for (const vector of HTML_VECTORS) expect(sanitizeRichText(vector)).not.toMatch(XSS_MARKER);
    expect(sanitizeRichText(HTML_VECTORS.join('\n'))).not.toMatch(XSS_MARKER);
  });

  test('the vectors are dangerous as they are (the check above can fail)', () => {
    expect(XSS_VECTORS.every((vector) => XSS_MARKER.test(vector))).toBe(true);
  });

  test('the text structure editors use is kept', () => {
    const html =
      '<h2>Missions</h2><p>Du <strong>lundi</strong> au <em>vendredi</em> :</p><ul><li>accueil</li></ul><table><tr><th scope="col">Jour</th></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('links keep web, mail and telephone addresses; links leaving the site get rel', () => {
    expect(sanitizeRichText('<a href="https://exemple.fr/x">site</a>')).toBe('<a href="https://exemple.fr/x" rel="noopener noreferrer nofollow">site</a>');
    expect(sanitizeRichText('<a href="mailto:contact@rythmo.fr">écrire</a>')).toBe('<a href="mailto:contact@rythmo.fr">écrire</a>');
    expect(sanitizeRichText('<a href="/villes/lyon">Lyon</a>')).toBe('<a href="/villes/lyon">Lyon</a>');
    expect(sanitizeRichText('<a href="javascript:void(0)">x</a>')).toBe('<a>x</a>');
  });

  test('images from the web or the site stay, with their alternative text', () => {
    // Images come from the site only (the CSP's img-src): another host's goes, the site's own is kept as a path.
    expect(sanitizeRichText('<p>a<img src="https://cdn.exemple.fr/a.png" alt="Un stand">b</p>', 'https://rythmo.fr')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src="https://rythmo.fr/static/a.png?v=1" alt="Un stand">', 'https://rythmo.fr')).toBe(
      '<img src="/static/a.png?v=1" alt="Un stand" />',
    );
    expect(sanitizeRichText('<img src="http://rythmo.fr/a.png">', 'https://rythmo.fr')).toBe('');
    expect(sanitizeRichText('<img src="https://rythmo.fr.evil.example/a.png">', 'https://rythmo.fr')).toBe('');
  });

  test('an image whose address is refused goes; one without a description is decorative', () => {
    expect(sanitizeRichText('<p>a<img src="data:image/png;base64,AAAA" alt="x">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img alt="sans adresse">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/a.png">')).toBe('<img src="/uploads/a.png" alt="" />');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('');
  });

  test('a relative link, which would depend on the page showing it, loses its address and keeps its text', () => {
    expect(sanitizeRichText('<a href="x">voir</a>')).toBe('<a>voir</a>');
    expect(sanitizeRichText('<a href="../villes">villes</a>')).toBe('<a>villes</a>');
    expect(sanitizeRichText('<a href="#faq">FAQ</a>')).toBe('<a href="#faq">FAQ</a>');
    expect(sanitizeRichText('<a href="tel:+33100000000">appeler</a>')).toBe('<a href="tel:+33100000000">appeler</a>');
  });

  test('a page title in Markdown becomes a section title (one h1 per page)', () => {
    expect(sanitizeRichText('<h1>Titre</h1>')).toBe('<h2>Titre</h2>');
  });

  test('plain excerpts lose tags and what scripts and styles hold, and keep the text', () => {
    expect(stripTags(`Bienvenue <script>alert('XSSVEC01')</script><b>chez</b> nous &amp; vous`)).toBe('Bienvenue chez nous &amp; vous');
    for (const vector of HTML_VECTORS) expect(stripTags(vector)).not.toMatch(XSS_MARKER);
  });
});
