/**
 * « Mes candidatures »: the logged-in candidate's applications (offer, date, state and each step's date) and saved offers,
 * each removable (an application until it is refused or its position filled: there is nothing left to withdraw), and their account (change of password, logout). Everything is read from the CMS on
 * each visit; a failure says so and offers to try again.
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useSetAtom } from 'jotai';
import {
  APPLICATION_STATE_KEYS,
  buildPath,
  FINAL_STATES,
  REFUSAL_REASON_KEYS,
  type ApplicationRecord,
  type RecordOffer,
  type SavedOfferRecord,
} from '@rythmo/site-map';
import { apiRequest } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { formatDate } from '../../i18n/dates';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { logoutAtom, type User } from './session';
import { RequireSession, useSessionCall } from './session-gate';
import { describeError, isSessionOver } from './errors';
import { LoadFailed, Loading } from './load-state';
import { type AuthKey } from './messages';
import { useTranslation } from 'react-i18next';

type Kind = 'applications' | 'saved-offers';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; applications: ApplicationRecord[]; saved: SavedOfferRecord[] };

function OfferTitle({ offer }: { offer: RecordOffer }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  if (offer === null) return <span>{t('offer_removed')}</span>;
  const where = [offer.city, offer.place].filter(Boolean).join(' · ');
  return (
    <>
      {offer.live ? <Link to={buildPath('jobs-slug', locale, { slug: offer.slug })}>{offer.title}</Link> : <span>{offer.title}</span>}
      {where !== '' ? <span className="meta"> — {where}</span> : null}
      {offer.live ? null : <span className="badge">{t('offer_closed')}</span>}
      {offer.live || (!offer.start_date && !offer.agency) ? null : (
        <span className="meta record-offer-facts">
          {[
            offer.start_date ? t('offer_as_sent', { date: formatDate(locale, offer.start_date) }) : null,
            offer.agency ? t('offer_as_sent_agency', { name: offer.agency }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
    </>
  );
}

function CandidateRecords({ user }: { user: User }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { t: shared } = useTranslation('shared');
  const { locale } = useLocale();
  const call = useSessionCall();
  const logout = useSetAtom(logoutAtom);
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const [withdrawing, setWithdrawing] = React.useState<ApplicationRecord | null>(null);
  const [news, setNews] = React.useState('');

  const load = React.useCallback(() => {
    setLoaded({ status: 'loading' });
    call(() => Promise.all([apiRequest('applications'), apiRequest('savedOffers')]))
      .then(([applications, saved]) => setLoaded({ status: 'ready', applications: applications.data, saved: saved.data }))
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setLoaded({ status: 'failed', message: describeError(error, t).message });
      });
  }, [call, t]);
  React.useEffect(load, [load]);

  const remove = (kind: Kind, id: string, done: AuthKey): void => {
    call(() => apiRequest([kind === 'applications' ? 'applicationDelete' : 'savedOfferDelete', { id }]))
      .then(() => {
        setLoaded((current) =>
          current.status !== 'ready'
            ? current
            : kind === 'applications'
              ? { ...current, applications: current.applications.filter((row) => row.id !== id) }
              : { ...current, saved: current.saved.filter((row) => row.id !== id) },
        );
        setNews(t(done));
      })
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setNews(describeError(error, t).message);
      });
  };

  return (
    <div className="account-records">
      <p role="status" className="notice-live">
        {news}
      </p>
      {loaded.status === 'loading' ? (
        <Loading text={t('records_loading')} />
      ) : loaded.status === 'failed' ? (
        <LoadFailed message={loaded.message} onRetry={load} />
      ) : (
        <>
          <section aria-labelledby="applications-title">
            <h2 id="applications-title">{t('applications_title', { count: loaded.applications.length })}</h2>
            {loaded.applications.length === 0 ? (
              <p>
                {t('applications_empty')} <Link to={buildPath('jobs', locale)}>{t('find_offers')}</Link>
              </p>
            ) : (
              <ul className="record-list">
                {loaded.applications.map((application) => (
                  <li key={application.id} className="record">
                    <p className="record-title">
                      <OfferTitle offer={application.offer} />
                    </p>
                    <p className="meta">
                      {t('applied_on', { date: formatDate(locale, application.created_at) })} ·{' '}
                      <strong>{shared(APPLICATION_STATE_KEYS[application.state])}</strong>
                      {application.refusal_reason !== null ? ` (${shared(REFUSAL_REASON_KEYS[application.refusal_reason]).toLowerCase()})` : null}
                    </p>
                    {application.steps.length > 1 ? (
                      <ol className="record-steps" aria-label={t('steps_label')}>
                        {application.steps.map((step) => (
                          <li key={`${step.state}-${step.at}`}>
                            {t('step_on', { state: shared(APPLICATION_STATE_KEYS[step.state]), date: formatDate(locale, step.at) })}
                          </li>
                        ))}
                      </ol>
                    ) : null}
                    {application.message !== null ? <p className="record-message">{application.message}</p> : null}
                    {FINAL_STATES.has(application.state) ? null : (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        aria-haspopup="dialog"
                        aria-label={t('withdraw_named', { title: application.offer?.title ?? t('offer_removed') })}
                        onClick={() => setWithdrawing(application)}
                      >
                        {t('withdraw')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="saved-title">
            <h2 id="saved-title">{t('saved_title', { count: loaded.saved.length })}</h2>
            {loaded.saved.length === 0 ? (
              <p>{t('saved_empty')}</p>
            ) : (
              <ul className="record-list">
                {loaded.saved.map((saved) => (
                  <li key={saved.id} className="record">
                    <p className="record-title">
                      <OfferTitle offer={saved.offer} />
                    </p>
                    <p className="meta">{t('saved_on', { date: formatDate(locale, saved.created_at) })}</p>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={t('unsave_named', { title: saved.offer?.title ?? t('offer_removed') })}
                      onClick={() => remove('saved-offers', saved.id, 'unsaved')}
                    >
                      {t('unsave')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section aria-labelledby="account-title" className="card">
        <h2 id="account-title">{t('account_title')}</h2>
        <p>{t('signed_in_as', { email: user.email })}</p>
        <p className="account-actions">
          <Link className="btn btn-secondary btn-sm" to={buildPath('account-profile', locale)}>
            {t('profile_page_title')}
          </Link>
          <Link className="btn btn-secondary btn-sm" to={buildPath('account-alerts', locale)}>
            {t('alerts_page_title')}
          </Link>
          <Link className="btn btn-secondary btn-sm" to={buildPath('account-change-password', locale)}>
            {t('change_title')}
          </Link>
          <button
            type="button"
            className="btn btn-default btn-sm"
            onClick={() => {
              logout();
              void navigate(buildPath('index', locale));
            }}
          >
            {t('logout')}
          </button>
        </p>
      </section>
      {withdrawing !== null ? (
        <MotionDialog label={t('withdraw_title')} onClose={() => setWithdrawing(null)} className="dialog page-jump" entrance="rise">
          {(close) => (
            <>
              <h2>{t('withdraw_title')}</h2>
              <p>{t('withdraw_confirm', { title: withdrawing.offer?.title ?? t('offer_removed') })}</p>
              <div className="dialog-actions">
                <button type="button" className="btn btn-secondary" onClick={close}>
                  {t('cancel')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    remove('applications', withdrawing.id, 'withdrawn');
                    setWithdrawing(null);
                  }}
                >
                  {t('withdraw')}
                </button>
              </div>
            </>
          )}
        </MotionDialog>
      ) : null}
    </div>
  );
}

export function ApplicationsScreen(): React.JSX.Element {
  const { t } = useTranslation('auth');
  return <RequireSession lead={t('applications_login_lead')}>{(user) => <CandidateRecords user={user} />}</RequireSession>;
}
