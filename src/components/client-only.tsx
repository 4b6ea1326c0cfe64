import * as React from 'react';

type ClientOnlyProps = {
  /** Said while the code loads (and in the static HTML). */
  loading: string;
  /** Said to a browser that runs no script, or what it gets instead (a form that works without). */
  noScript: string | React.JSX.Element;
  children: React.ReactNode;
};

/** Says that a part of the page loads (its code on its way). */
export const LoadingStatus = ({ label }: { label: string }): React.JSX.Element => (
  <p role="status" className="meta client-only-status">
    {label}
  </p>
);

/** What a browser that runs no script is told, or given instead. */
export const NoScriptNotice = ({ notice }: { notice: string | React.JSX.Element }): React.JSX.Element => (
  <noscript>{typeof notice === 'string' ? <p className="notice notice-warning">{notice}</p> : notice}</noscript>
);

/**
 * What runs in the browser only (forms whose code loads on demand): the static HTML and the first render
 * say it is loading, and a browser without scripts is told why nothing comes; once the page runs,
 * `children`, with the loading message while their code arrives.
 */
export function ClientOnly({ loading, noScript, children }: ClientOnlyProps): React.JSX.Element {
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  const status = <LoadingStatus label={loading} />;
  return (
    <>
      <NoScriptNotice notice={noScript} />
      {inBrowser ? <React.Suspense fallback={status}>{children}</React.Suspense> : status}
    </>
  );
}
