import * as React from 'react';
import { Link } from 'gatsby';
import { useT } from '../i18n/locale-context';

export type Crumb = { label: string; to: string };

/** Where a page sits: links up to the home page, the page itself last and marked current. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }): React.JSX.Element {
  const t = useT();
  return (
    <nav aria-label={t('breadcrumbs_label')} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
