/**
 * The page an agency's email opens: what the signed link is about, and one button that gives
 * the answer it names (with a reason to choose for a refusal). Opening it answers nothing, so a mail
 * client that follows links ahead of its reader changes nothing but « seen »; pressing twice changes
 * nothing more. No account: the link (`?t=`) is the credential.
 */
import * as React from 'react';
import {
  ANSWER_KEYS,
  APPLICATION_STATE_KEYS,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_PLACE_MAX,
  isAnswer,
  REFUSAL_REASON_KEYS,
  REFUSAL_REASONS,
  type Answer,
  type AnswerInfo,
  type InterviewProposal,
  type RefusalReason,
} from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { apiRequest, apiUrl, ApiError } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { formatDate } from '../../i18n/dates';
import { ofName } from '../../i18n/names';
import { TextField } from '../../components/form';
import { describeError } from './errors';
import type { AuthKey } from './messages';

/** What the page says once an answer has moved the application. */
const DONE: Readonly<Record<Answer, AuthKey>> = { interview: 'answer_done_interview', refused: 'answer_done_refused', filled: 'answer_done_filled' };

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answered: AnswerInfo };

export function AnswerScreen({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { t: shared } = useTranslation('shared');
  const { locale } = useLocale();
  const token = new URLSearchParams(search).get('t') ?? '';
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const [reason, setReason] = React.useState<RefusalReason>('profile');
  const [interview, setInterview] = React.useState<InterviewProposal>({ at: null, place: null, message: null });
  const [busy, setBusy] = React.useState(false);
  const [refused, setRefused] = React.useState('');
  const failed = (error: unknown): void =>
    setLoaded({ status: 'failed', message: error instanceof ApiError && [404, 410].includes(error.status) ? error.message : describeError(error, t).message });

  React.useEffect(() => {
    apiRequest('answerInfo', { params: { t: token }, token: null }).then(({ data }) => setLoaded({ status: 'ready', answered: data }), failed);
    // Read once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (loaded.status === 'loading')
    return (
      <p role="status" className="meta">
        {t('answer_loading')}
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="notice notice-warning">
        {loaded.message}
      </p>
    );
  const { answered } = loaded;
  const name = answered.candidate === null ? '' : `${answered.candidate.first_name} ${answered.candidate.last_name}`;
  const answer = answered.purpose;
  const send = (): void => {
    setBusy(true);
    setRefused('');
    apiRequest('answer', {
      params: { t: token },
      token: null,
      body: { data: answer === 'refused' ? { reason } : answer === 'interview' ? { interview } : {} },
    })
      .then(
        ({ data }) => setLoaded({ status: 'ready', answered: data }),
        // A value the API refuses is said beside the form, what was typed kept; a link that no longer holds replaces the page.
        (error: unknown) => (error instanceof ApiError && error.status === 400 ? setRefused(error.message) : failed(error)),
      )
      .finally(() => setBusy(false));
  };
  const edit = (field: keyof InterviewProposal) => (value: string | boolean) =>
    setInterview((current) => ({ ...current, [field]: value === '' ? null : String(value) }));

  return (
    <div className="account-panel answer-panel">
      <p>
        {t('answer_about', {
          name,
          of_name: ofName(name),
          title: answered.offer?.title ?? '',
          id: answered.offer?.offer_id ?? '',
          date: formatDate(locale, answered.sent_at),
        })}
      </p>
      {answered.candidate === null ? null : (
        <p>
          {t('answer_contact', { name: answered.candidate.first_name })}{' '}
          <a href={`mailto:${answered.candidate.email}`} className="answer-contact">
            {answered.candidate.email}
          </a>
          {' · '}
          <a href={`tel:${answered.candidate.phone.replace(/[^\d+]/g, '')}`} className="answer-contact">
            {answered.candidate.phone}
          </a>
        </p>
      )}
      <p>{t('answer_state', { state: shared(APPLICATION_STATE_KEYS[answered.state]) })}</p>
      {answered.has_cv ? (
        <p>
          <a href={apiUrl('answerCv', { t: token })} download>
            {t('answer_cv')}
          </a>
        </p>
      ) : null}
      <p role="status" className={answered.changed === undefined ? 'visually-hidden' : 'notice'}>
        {answered.changed === true && isAnswer(answer)
          ? t(DONE[answer], { name })
          : answered.changed === false
            ? t('answer_unchanged', { state: shared(APPLICATION_STATE_KEYS[answered.state]) })
            : ''}
      </p>
      {isAnswer(answer) && answered.changed === undefined ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) send();
          }}
        >
          {answer === 'refused' ? (
            <div className="form-field">
              <label htmlFor="answer-reason">{t('answer_reason')}</label>
              <select id="answer-reason" value={reason} onChange={(event) => setReason(event.target.value as RefusalReason)}>
                {REFUSAL_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {shared(REFUSAL_REASON_KEYS[value])}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {answer === 'interview' ? (
            <fieldset className="answer-interview" aria-describedby="answer-interview-hint">
              <legend>{t('answer_interview_legend')}</legend>
              <p className="meta" id="answer-interview-hint">
                {t('answer_interview_hint', { name: answered.candidate?.first_name ?? '' })}
              </p>
              <TextField
                name="interview-at"
                type="datetime-local"
                label={t('answer_interview_at')}
                value={interview.at ?? ''}
                onChange={edit('at')}
                required={false}
              />
              <TextField
                name="interview-place"
                label={t('answer_interview_place')}
                maxLength={INTERVIEW_PLACE_MAX}
                value={interview.place ?? ''}
                onChange={edit('place')}
                autoComplete="street-address"
                required={false}
              />
              <TextField
                name="interview-message"
                multiline
                rows={4}
                label={t('answer_interview_message')}
                maxLength={INTERVIEW_MESSAGE_MAX}
                value={interview.message ?? ''}
                onChange={edit('message')}
                required={false}
              />
            </fieldset>
          ) : null}
          {refused === '' ? null : (
            <p role="alert" className="notice notice-warning">
              {refused}
            </p>
          )}
          <p className="form-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? t('answer_busy') : shared(ANSWER_KEYS[answer])}
            </button>
          </p>
        </form>
      ) : !isAnswer(answer) ? (
        <p>{t('answer_view_only')}</p>
      ) : null}
      <p className="meta">{t('answer_until', { date: formatDate(locale, answered.expires_at) })}</p>
    </div>
  );
}
