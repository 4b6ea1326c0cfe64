import { renderToStaticMarkup } from 'react-dom/server';
import { decodeContext, encodeContext, searchOf } from '../../../src/features/jobs/no-script/context';
import { NoScriptSearch } from '../../../src/features/jobs/no-script/include';

const hex = (json: string): string => Buffer.from(json, 'utf8').toString('hex');

test('a list page’s context goes into the include’s address as hexadecimal and comes back whole', () => {
  const context = { path: '/villes/saint-etienne', locale: 'fr' as const, fixed: { city: ['saint-etienne'], studentTypes: ['soiree', 'week-end'] } };
  const written = encodeContext(context);
  expect(written).toMatch(/^[0-9a-f]+$/);
  expect(decodeContext(written)).toEqual(context);
  // The page's own filters win over the address's; the rest of the address is read as the page reads it.
  expect(searchOf(context, 'query=serveur&filter[city]=lyon&page=3')).toMatchObject({ text: 'serveur', city: ['saint-etienne'], page: 3 });
});

test('a context the site did not write is refused: another host, a script, no language, bad hexadecimal', () => {
  for (const path of ['javascript:alert(1)', '//evil.example', 'https://evil.example/x', '/Offres', '/a b', ''])
    expect(decodeContext(hex(JSON.stringify({ p: path, l: 'fr', f: '' })))).toBeNull();
  expect(decodeContext(hex(JSON.stringify({ p: '/offres-emploi', l: 'de', f: '' })))).toBeNull();
  expect(decodeContext(hex(JSON.stringify({ p: '/offres-emploi', l: 'fr' })))).toBeNull();
  expect(decodeContext('7b7')).toBeNull();
  expect(decodeContext('zz')).toBeNull();
  expect(decodeContext(hex('{not json'))).toBeNull();
  // Filters that do not parse are dropped, as the page drops them.
  expect(decodeContext(hex(JSON.stringify({ p: '/offres-emploi', l: 'en', f: 'filter[city]=<b>&filter[works]=serveur' })))).toEqual({
    path: '/offres-emploi',
    locale: 'en',
    fixed: { works: ['serveur'] },
  });
});

test('the <noscript> holds the notice, escaped, and one include of the page’s context and query string', () => {
  const html = renderToStaticMarkup(<NoScriptSearch path="/offres-emploi" fixed={{ contractTypes: ['cdd'] }} notice={'Sans <script> & sans "filtres"'} />);
  const include = /<!--# include virtual="\/_rythmo\/no-script\/([0-9a-f]+)\?\$args" -->/.exec(html);
  expect(include).not.toBeNull();
  expect(decodeContext(include?.[1] ?? '')).toMatchObject({ path: '/offres-emploi', fixed: { contractTypes: ['cdd'] } });
  expect(html).toContain('Sans &lt;script&gt; &amp; sans &quot;filtres&quot;');
  expect(html).not.toContain('<script>');
});
