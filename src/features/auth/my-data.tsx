/**
 * « Mes données », under the profile: the candidate downloads everything kept about them (a ZIP
 * of JSON and their CV, GET /api/profile/export), or deletes their account with their password (DELETE
 * /api/profile): everything goes at once, the session ends and the screen says so.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { useSetAtom } from 'jotai';
import { buildPath, ERASE_PASSWORD_FIELD } from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { apiFile, apiRequest } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { FormFooter, TextField, useForm } from '../../components/form';
import { useSessionCall } from './session-gate';
import { describeError, isSessionOver } from './errors';
import { logoutAtom } from './session';

/** The export, downloaded under the name the CMS gives it. */
async function downloadExport(): Promise<void> {
  const response = await apiFile('dataExport');
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.zip';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function MyDataSection({ onErased }: { onErased: () => void }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { t: shared } = useTranslation('shared');
  const { locale } = useLocale();
  const call = useSessionCall();
  const logout = useSetAtom(logoutAtom);
  const [news, setNews] = React.useState<{ message: string; error: boolean } | null>(null);
  const [busy, setBusy] = React.useState(false);

  const download = (): void => {
    if (busy) return;
    setBusy(true);
    setNews({ message: t('data_preparing'), error: false });
    call(downloadExport)
      .then(() => setNews({ message: t('data_downloaded'), error: false }))
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setNews({ message: describeError(error, t).message, error: true });
      })
      .finally(() => setBusy(false));
  };
  const form = useForm(
    { [ERASE_PASSWORD_FIELD]: '' },
    ({ object, string }) => object({ [ERASE_PASSWORD_FIELD]: string().label(t('field_password')).required(shared('erase_password_required')) }),
    async (values) => {
      await call(() => apiRequest('accountErase', { body: { [ERASE_PASSWORD_FIELD]: values[ERASE_PASSWORD_FIELD] } }));
      onErased();
      logout();
    },
    (error, fields) => describeError(error, t, fields),
  );

  return (
    <section aria-labelledby="data-title" className="card my-data">
      <h2 id="data-title">{t('data_title')}</h2>
      <p>{t('data_lead')}</p>
      <p className="account-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={download} aria-disabled={busy}>
          {t('data_download')}
        </button>
      </p>
      <p role={news?.error === true ? 'alert' : 'status'} className={news?.error === true ? 'field-error' : 'notice-live'}>
        {news?.message ?? ''}
      </p>
      <p>
        {t('data_retention')} <Link to={buildPath('privacy', locale)}>{t('data_privacy_link')}</Link>
      </p>
      <h3 id="erase-title">{t('erase_title')}</h3>
      <p id="erase-warning">{t('erase_warning')}</p>
      <form noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-labelledby="erase-title" aria-describedby="erase-warning">
        <TextField {...form.field(ERASE_PASSWORD_FIELD)} label={t('field_password')} type="password" autoComplete="current-password" />
        <FormFooter failure={form.failure} busy={form.busy} label={t('erase_submit')} busyLabel={t('erase_busy')} />
      </form>
    </section>
  );
}

/** What the screen shows once the account is gone (the session has ended with it). */
export function ErasedNotice(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-panel" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('erase_done_title')}
      </h2>
      <p>{t('erase_done')}</p>
      <p>
        <Link to={buildPath('index', locale)}>{t('erase_home')}</Link>
      </p>
    </div>
  );
}
