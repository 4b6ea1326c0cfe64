import * as React from 'react';
import { Link } from 'gatsby';

export type AnyLinkProps = {
  to: string;
  /**
   * The explicit external flag: required for an address outside the site, which is then a plain
   * anchor; also forces a plain anchor for an address of ours served outside the site (the account host).
   */
  external?: boolean;
  className?: string;
  onClick?: () => void;
  target?: string;
  'aria-label'?: string;
  children: React.ReactNode;
};

/** An address on another site (http, https or protocol-relative). */
export const isExternal = (to: string): boolean => /^(https?:)?\/\//i.test(to);
/** An address that opens another application (mail, phone): a plain anchor, no navigation of the site. */
const isApplication = (to: string): boolean => /^(mailto|tel):/i.test(to);

/**
 * A link to anywhere: a path of the site through Gatsby's Link (prefetch, client navigation), an
 * application address or an address flagged external as a plain anchor that cannot reach back into the
 * page (rel="noopener noreferrer"). An external address without the flag is refused: its text
 * is shown without a link, and the refusal logged.
 */
export function AnyLink({ to, external = false, className, onClick, target, 'aria-label': label, children }: AnyLinkProps): React.JSX.Element {
  if (isExternal(to) && !external) {
    console.error(`Link refused: ${to} is outside the site and not flagged external`);
    return <span className={className}>{children}</span>;
  }
  if (external || isApplication(to)) {
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
