import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '../../../src/components/escape-html';

const TEXTS = ['Tom & Jerry <b>« l’été »</b>', `"quoted" and 'single'`, 'déjà 5 $ & 3 €', ''];

describe('escapeHtml', () => {
  it.each(TEXTS)('writes %j as React writes it in an element and in an attribute', (text) => {
    expect(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`).toBe(renderToStaticMarkup(React.createElement('p', { title: text }, text)));
  });

  it('leaves no character HTML would read as markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|#x27;)/);
  });
});
