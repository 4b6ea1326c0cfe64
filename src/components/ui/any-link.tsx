import * as React from 'react';
import { Link } from 'gatsby';

export type AnyLinkProps = {
  to: string;
  /** Force a plain anchor for an address of ours served outside the site (the candidate app). */
  external?: boolean;
  className?: string;
  onClick?: () => void;
  target?: string;
  'aria-label'?: string;
  children: React.ReactNode;
};

export const isExternal = (to: string): boolean => /^(https?:)?\/\//.test(to) || to.startsWith('mailto:') || to.startsWith('tel:');

/**
 * A link to anywhere: a path of the site through Gatsby's Link (prefetch, client navigation), any other
 * address as a plain anchor that cannot reach back into the page (rel="noopener noreferrer").
 */
export function AnyLink({ to, external = false, className, onClick, target, 'aria-label': label, children }: AnyLinkProps): React.JSX.Element {
  if (external || isExternal(to)) {
    return (
      <a className={className} href={to} rel="noopener noreferrer" target={target} onClick={onClick} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to} onClick={onClick} aria-label={label} target={target}>
      {children}
    </Link>
  );
}
