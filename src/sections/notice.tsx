import * as React from 'react';
import { PUBLIC_ENV } from '../config/public-env';

/**
 * What an editor left incomplete in a section, said in the preview of drafts only: on the live site the
 * section leaves out what it lacks (a button with no destination, a list with nothing in it) and shows
 * nothing broken. Written in French, the editors' language, whatever the page's.
 */
export function SectionNotice({ children }: { children: React.ReactNode }): React.JSX.Element | null {
  if (!PUBLIC_ENV.preview) return null;
  return (
    <p className="section-notice" role="note">
      <strong>Aperçu :</strong> {children}
    </p>
  );
}
