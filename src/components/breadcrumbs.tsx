import * as React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';

import type { Crumb } from '../seo/structured-data';

/** Where a page sits: links up to the home page, the page itself last and marked current. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumbs_label')} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
