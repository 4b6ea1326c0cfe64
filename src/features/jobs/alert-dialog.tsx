/**
 * « Créer une alerte », loaded when asked: the list's search (its filters, the page's own
 * included) saved as a job alert, every day or every week. A candidate creates it in one click (it goes to
 * their account's address); a visitor gives an email and confirms it through the link sent there before
 * anything else is sent (double opt-in). The CMS names the search (its summary) in its answer.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { ALERT_FREQUENCIES, buildPath, type Alert, type AlertFrequency } from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { apiRequest, ApiError } from '../../api-client/client';
import { heldToken } from '../../api-client/token-source';
import { useLocale } from '../../i18n/locale-context';
import type { MessageKey } from '../../i18n/messages';

const FREQUENCY_KEYS: Record<AlertFrequency, MessageKey> = { daily: 'alert_create_daily', weekly: 'alert_create_weekly' };

type Outcome = { status: 'editing' | 'busy' } | { status: 'failed'; message: string; field: 'email' | null } | { status: 'created'; alert: Alert };

export default function AlertDialog({ search, onClose }: { search: string; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const candidate = heldToken() !== null;
  const [frequency, setFrequency] = React.useState<AlertFrequency>('daily');
  const [email, setEmail] = React.useState('');
  const [outcome, setOutcome] = React.useState<Outcome>({ status: 'editing' });
  const emailField = React.useRef<HTMLInputElement>(null);

  const send = (): void => {
    if (outcome.status === 'busy') return;
    if (!candidate && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setOutcome({ status: 'failed', message: t('alert_create_email_invalid'), field: 'email' });
      emailField.current?.focus();
      return;
    }
    setOutcome({ status: 'busy' });
    apiRequest('alertCreate', { body: { data: { search, frequency, ...(candidate ? {} : { email: email.trim() }) } } }).then(
      ({ data }) => setOutcome({ status: 'created', alert: data }),
      (error: unknown) => {
        const field = error instanceof ApiError && error.fieldMessage('data.email') !== undefined ? 'email' : null;
        setOutcome({
          status: 'failed',
          message:
            error instanceof ApiError && error.status < 500
              ? (error.fieldMessage('data.email') ?? error.fieldMessage('data.search') ?? error.message)
              : t('alert_create_failed'),
          field,
        });
        if (field === 'email') emailField.current?.focus();
      },
    );
  };

  return (
    <MotionDialog label={t('alert_create_title')} onClose={onClose} className="dialog alert-dialog" entrance="rise">
      {(close) =>
        outcome.status === 'created' ? (
          <>
            <h2>{t('alert_create_title')}</h2>
            <p role="status" className="notice">
              {outcome.alert.state === 'pending'
                ? t('alert_create_check_email', { email: email.trim() })
                : t('alert_create_done', { summary: outcome.alert.summary })}
            </p>
            {outcome.alert.state !== 'pending' ? (
              <p>
                <Link to={buildPath('account-alerts', locale)}>{t('alert_create_mine')}</Link>
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                {t('alert_create_close')}
              </button>
            </div>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <h2>{t('alert_create_title')}</h2>
            <p>{t('alert_create_lead')}</p>
            <fieldset className="form-field">
              <legend>{t('alert_create_frequency')}</legend>
              {ALERT_FREQUENCIES.map((value) => (
                <label key={value} className="filter-option">
                  <input type="radio" name="alert-frequency" checked={frequency === value} onChange={() => setFrequency(value)} />
                  <span>{t(FREQUENCY_KEYS[value])}</span>
                </label>
              ))}
            </fieldset>
            {candidate ? null : (
              <div className="form-field">
                <label htmlFor="alert-email">{t('alert_create_email')}</label>
                <p className="field-hint" id="alert-email-hint">
                  {t('alert_create_email_hint')}
                </p>
                <input
                  ref={emailField}
                  id="alert-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  maxLength={254}
                  aria-invalid={outcome.status === 'failed' && outcome.field === 'email'}
                  aria-describedby={`alert-email-hint${outcome.status === 'failed' && outcome.field === 'email' ? ' alert-email-error' : ''}`}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {outcome.status === 'failed' && outcome.field === 'email' ? (
                  <p className="field-error" id="alert-email-error">
                    {outcome.message}
                  </p>
                ) : null}
              </div>
            )}
            <p role="alert" className="form-failure">
              {outcome.status === 'failed' && outcome.field === null ? outcome.message : ''}
            </p>
            <div className="dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                {t('alert_create_cancel')}
              </button>
              <button type="submit" className="btn btn-primary" aria-disabled={outcome.status === 'busy'}>
                {outcome.status === 'busy' ? t('alert_create_busy') : t('alert_create_submit')}
              </button>
            </div>
          </form>
        )
      }
    </MotionDialog>
  );
}
