import * as React from 'react';

/** Markdown from the CMS, turned into HTML at build time by gatsby-transformer-remark. */
export function Markdown({ html, className }: { html: string | null | undefined; className?: string }): React.JSX.Element | null {
  if (html === null || html === undefined || html === '') return null;
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** From this length of text, an introduction is folded on a phone. */
const FOLD_FROM = 320;

/**
 * An introduction that, on a phone, shows its first lines and « Lire la suite », so that the page's offers
 * come into the first screen and a half. Its text is whole in the HTML (crawlers and screen readers read
 * it all), and it unfolds without JavaScript, with a tap or the keyboard (a checkbox and its label, only on
 * a phone). A short text is not folded.
 */
export function FoldedMarkdown({ html, more }: { html: string | null | undefined; more: string }): React.JSX.Element | null {
  const id = React.useId();
  if (html === null || html === undefined || html === '') return null;
  if (html.replace(/<[^>]*>/g, '').length < FOLD_FROM) return <Markdown html={html} />;
  return (
    <div className="fold">
      <input type="checkbox" id={id} className="fold-toggle" />
      <div className="prose fold-text" dangerouslySetInnerHTML={{ __html: html }} />
      <label htmlFor={id} className="fold-more">
        {more}
      </label>
    </div>
  );
}
