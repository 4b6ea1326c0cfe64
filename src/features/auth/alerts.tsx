/**
 * Job alerts on the account's side:
 * - « Mes alertes » (/compte/alertes): each alert's summary, its frequency, paused or not, deleted, and its
 *   offers on the jobs list;
 * - the pages an alert's emails open, without an account (the signed link `?t=` is the credential): the
 *   visitor's confirmation (double opt-in) and the unsubscription, each one button, so that a mail
 *   client opening links ahead of its reader changes nothing.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { ALERT_FREQUENCIES, buildPath, type Alert, type AlertFrequency } from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { apiRequest, ApiError } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { RequireSession, useSessionCall } from './session-gate';
import { describeError, isSessionOver } from './errors';
import type { AuthKey } from './messages';
import { LoadFailed, Loading } from './load-state';

const FREQUENCY_KEYS: Record<AlertFrequency, AuthKey> = { daily: 'alert_daily', weekly: 'alert_weekly' };

function AlertItem({ alert, onChange, onDelete }: { alert: Alert; onChange: (alert: Alert) => void; onDelete: () => void }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const call = useSessionCall();
  const [busy, setBusy] = React.useState(false);
  const [failure, setFailure] = React.useState('');
  const id = `alert-${alert.id}`;
  const send = (action: () => Promise<unknown>): void => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    call(action)
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setFailure(describeError(error, t).message);
      })
      .finally(() => setBusy(false));
  };
  const update = (data: Partial<Pick<Alert, 'frequency' | 'state'>>): void =>
    send(async () => onChange((await apiRequest(['alertUpdate', { id: alert.id }], { body: { data } })).data));
  const paused = alert.state === 'paused';

  return (
    <li className="card alert-item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{alert.summary}</h3>
      {paused ? <p className="badge">{t('alert_paused')}</p> : null}
      <div className="form-field">
        <label htmlFor={`${id}-frequency`}>{t('alert_frequency')}</label>
        <select id={`${id}-frequency`} value={alert.frequency} onChange={(event) => update({ frequency: event.target.value as AlertFrequency })}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(FREQUENCY_KEYS[frequency])}
            </option>
          ))}
        </select>
      </div>
      <p className="account-actions">
        <Link className="btn btn-secondary btn-sm" to={`${buildPath('jobs', locale)}${alert.search === '' ? '' : `?${alert.search}`}`}>
          {t('alert_offers')}
        </Link>
        <button type="button" className="btn btn-default btn-sm" aria-disabled={busy} onClick={() => update({ state: paused ? 'active' : 'paused' })}>
          {paused ? t('alert_resume') : t('alert_pause')}
        </button>
        <button
          type="button"
          className="btn btn-default btn-sm"
          aria-disabled={busy}
          onClick={() =>
            send(async () => {
              await apiRequest(['alertDelete', { id: alert.id }]);
              onDelete();
            })
          }
        >
          {t('alert_delete')}
        </button>
      </p>
      <p role="alert" className="field-error">
        {failure}
      </p>
    </li>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; alerts: Alert[] };

function MyAlerts(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const call = useSessionCall();
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const [news, setNews] = React.useState('');
  const load = React.useCallback(() => {
    setLoaded({ status: 'loading' });
    call(() => apiRequest('alerts'))
      .then(({ data }) => setLoaded({ status: 'ready', alerts: data }))
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setLoaded({ status: 'failed', message: describeError(error, t).message });
      });
  }, [call, t]);
  React.useEffect(load, [load]);

  if (loaded.status === 'loading') return <Loading text={t('alerts_loading')} />;
  if (loaded.status === 'failed') return <LoadFailed message={loaded.message} onRetry={load} />;
  const set = (alerts: Alert[]): void => setLoaded({ status: 'ready', alerts });
  return (
    <div className="account-alerts">
      <p role="status" className="notice-live">
        {news}
      </p>
      {loaded.alerts.length === 0 ? (
        <p className="notice">
          {t('alerts_none')} <Link to={buildPath('jobs', locale)}>{t('alerts_to_jobs')}</Link>
        </p>
      ) : (
        <ul className="alert-list">
          {loaded.alerts.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              onChange={(next) => {
                set(loaded.alerts.map((item) => (item.id === next.id ? next : item)));
                setNews(t('alert_saved'));
              }}
              onDelete={() => {
                set(loaded.alerts.filter((item) => item.id !== alert.id));
                setNews(t('alert_deleted', { summary: alert.summary }));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export function AlertsScreen(): React.JSX.Element {
  const { t } = useTranslation('auth');
  return <RequireSession lead={t('alerts_login_lead')}>{() => <MyAlerts />}</RequireSession>;
}

type LinkState = { status: 'ready' | 'busy' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/** A page of one button behind an alert email's link: confirm the alert, or unsubscribe from it. */
export function AlertLinkScreen({ search, purpose }: { search: string; purpose: 'confirm' | 'unsubscribe' }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(search).get('t') ?? '';
  const [state, setState] = React.useState<LinkState>({ status: 'ready' });
  const [summary, setSummary] = React.useState<string | null>(null);
  const failed = (error: unknown): void =>
    setState({ status: 'failed', message: error instanceof ApiError && error.status === 404 ? error.message : describeError(error, t).message });

  React.useEffect(() => {
    if (purpose !== 'unsubscribe') return;
    apiRequest('alertUnsubscribeInfo', { params: { t: token }, token: null }).then(({ data }) => {
      if (data === null) setState({ status: 'done', message: t('alert_unsubscribed') });
      else setSummary(data.summary);
    }, failed);
    // Read once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const send = (): void => {
    if (state.status === 'busy') return;
    setState({ status: 'busy' });
    apiRequest(purpose === 'confirm' ? 'alertConfirm' : 'alertUnsubscribe', {
      params: { t: token },
      token: null,
      body: {},
    }).then(
      ({ data }) =>
        setState({
          status: 'done',
          message: purpose === 'confirm' && 'summary' in data ? t('alert_confirmed', { summary: data.summary }) : t('alert_unsubscribed'),
        }),
      failed,
    );
  };

  if (state.status === 'failed')
    return (
      <p role="alert" className="notice notice-warning">
        {state.message}
      </p>
    );
  if (state.status === 'done')
    return (
      <p role="status" className="notice">
        {state.message}
      </p>
    );
  return (
    <div className="account-panel">
      {summary !== null ? <p>{t('alert_about', { summary })}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p className="form-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={state.status === 'busy'}>
            {purpose === 'confirm' ? t('alert_confirm_button') : t('alert_unsubscribe_button')}
          </button>
        </p>
      </form>
    </div>
  );
}
