import * as React from 'react';
import { useLocale } from '../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { Button } from './ui/button';

/**
 * Large status code, a subtitle (its own for 404; « Ville non trouvée » besides for an unknown city's
 * address) and a large button to the jobs list.
 */
export function ErrorScreen({ status, path }: { status: number; path?: string }): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const [shownPath, setShownPath] = React.useState<string | null>(null);
  // The not-found page is rendered once for every unknown URL: the path is only known in the browser.
  React.useEffect(() => setShownPath(path ?? null), [path]);
  return (
    <section className="error-screen">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{status === 404 ? t('not_found_title') : t('error_subtitle')}</h1>
      <p className="lead">{status === 404 ? t('not_found_subtitle') : t('error_subtitle')}</p>
      {shownPath !== null && status === 404 && shownPath.startsWith(`${buildPath('cities', locale)}/`) ? <p className="lead">{t('city_not_found')}</p> : null}
      {shownPath !== null ? (
        <p className="error-detail" data-testid="error-message">
          Page Not Found: {shownPath}
        </p>
      ) : null}
      <Button to={buildPath('jobs', locale)} variant="primary" size="lg">
        {t('find_job')}
      </Button>
    </section>
  );
}
