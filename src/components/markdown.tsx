import * as React from 'react';

/** Markdown from the CMS, turned into HTML at build time by gatsby-transformer-remark. */
export function Markdown({ html, className }: { html: string | null | undefined; className?: string }): React.JSX.Element | null {
  if (html === null || html === undefined || html === '') return null;
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
