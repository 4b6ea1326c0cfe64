import * as React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';

import type { Crumb } from '../seo/structured-data';

/**
 * Where a page sits: links up to the home page. The page itself is the heading just below, so it is not
 * repeated here; on a phone only the nearest link shows (« ‹ Serveur / serveuse »), on one line.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumbs_label')} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
