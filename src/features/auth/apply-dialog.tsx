/**
 * Applying to an offer and saving it, for a logged-in candidate, loaded on demand by the
 * offer page's buttons. One click opens the dialog, which reads the profile: complete, it says what the
 * agency will receive (names, phone, email, the CV or the presentation) and takes an optional message;
 * incomplete, it names what is missing and links to « Mon profil », which leads back to the offer. The
 * answer says it was sent, or that the candidate already applied (the CMS's 409). A 401 hands back to the
 * page, which asks to log in again.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { buildPath, gapsSentence, PROFILE_GAPS, type ApplicationRecord, type Profile, type SavedOfferRecord } from '@rythmo/site-map';
import { ApiError, apiRequest } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { sayWith } from '../../i18n/say';
import { useTranslation } from 'react-i18next';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { FormFooter, TextField, useForm } from '../../components/form';
import { describeError, isSessionOver, useDescribeError } from './errors';
import { tokenStore } from './token-store';
import { withReturn } from './account-links';
import type { AuthT } from './messages';

/** Whether the call failed because the session is over; then the token is cleared. */
function sessionEnded(error: unknown): boolean {
  if (!isSessionOver(error)) return false;
  tokenStore.set(null);
  return true;
}

/** The CMS's limit of an application's message (cms/src/candidate/records.ts). */
const MESSAGE_MAX = 5000;

type ApplyDialogProps = { offerId: number; title: string; onClose: () => void; onSessionOver: () => void; onSent: (at: string) => void };

export default function ApplyDialog({ offerId, title, onClose, onSessionOver, onSent }: ApplyDialogProps): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { t: shared } = useTranslation('shared');
  const { t: common } = useTranslation('common');
  const { locale } = useLocale();
  const [sent, setSent] = React.useState(false);
  const describe = useDescribeError();
  const form = useForm(
    { message: '' },
    ({ object, string }) => object({ message: string().label(t('field_message')).max(MESSAGE_MAX).defined() }),
    async ({ message }) => {
      try {
        await apiRequest('applicationCreate', { body: { data: { offer_id: offerId, message: message.trim() === '' ? null : message.trim() } } });
        setSent(true);
        onSent(new Date().toISOString());
      } catch (error) {
        if (!sessionEnded(error)) throw error;
        onSessionOver();
      }
    },
    describe,
  );
  const applications = <Link to={buildPath('account-applications', locale)}>{t('applications_link')}</Link>;
  const profile = useProfile(onSessionOver);
  const content = React.useRef<HTMLDivElement>(null);
  // Once the profile is read, the focus goes to what comes next: the message, or the link to the profile.
  React.useEffect(() => {
    if (profile.status === 'ready') content.current?.querySelector<HTMLElement>('textarea, .dialog-actions a')?.focus();
  }, [profile.status]);
  const profileLink = (key: 'apply_create_profile' | 'apply_complete_profile' | 'apply_edit_profile') => (
    <Link to={withReturn(buildPath('account-profile', locale), typeof window === 'undefined' ? undefined : window.location.pathname)}>{t(key)}</Link>
  );
  return (
    <MotionDialog label={common('apply_title')} onClose={onClose} className="dialog apply-dialog" entrance="rise">
      {(close) => (
        <>
          <h2>{common('apply_title')}</h2>
          <p className="meta">{title}</p>
          <div ref={content}>
            {sent ? (
              <>
                <p role="status" className="notice">
                  {t('apply_sent')}
                </p>
                <p>{applications}</p>
                <div className="dialog-actions">
                  <button type="button" className="btn btn-primary" onClick={close}>
                    {common('apply_close')}
                  </button>
                </div>
              </>
            ) : profile.status === 'loading' ? (
              <p role="status" className="meta">
                {t('apply_profile_loading')}
              </p>
            ) : profile.status === 'failed' ? (
              <p role="alert" className="form-failure">
                {profile.message}
              </p>
            ) : profile.profile.missing.length > 0 ? (
              <>
                <p className="notice notice-warning">{t('apply_incomplete', { gaps: gapsSentence(profile.profile.missing, sayWith(shared)) })}</p>
                <p className="dialog-actions">
                  {profileLink(profile.profile.missing.length === PROFILE_GAPS.length ? 'apply_create_profile' : 'apply_complete_profile')}
                </p>
              </>
            ) : (
              <form noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-label={common('apply_title')}>
                <div className="apply-summary">
                  <p>{t('apply_will_send')}</p>
                  <ul>
                    <li>
                      {t('apply_identity', {
                        name: `${profile.profile.first_name ?? ''} ${profile.profile.last_name ?? ''}`,
                        phone: profile.profile.phone ?? '',
                        email: profile.email,
                      })}
                    </li>
                    <li>{profile.profile.cv !== null ? t('apply_cv', { name: profile.profile.cv.name }) : t('apply_presentation')}</li>
                  </ul>
                  <p>{profileLink('apply_edit_profile')}</p>
                </div>
                <TextField
                  {...form.field('message')}
                  label={t('field_message')}
                  hint={t('message_hint', { max: MESSAGE_MAX })}
                  multiline
                  maxLength={MESSAGE_MAX}
                  required={false}
                />
                <FormFooter failure={form.failure} busy={form.busy} label={t('apply_submit')} busyLabel={t('apply_busy')}>
                  <p>{applications}</p>
                </FormFooter>
              </form>
            )}
          </div>
        </>
      )}
    </MotionDialog>
  );
}

type ProfileRead = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; profile: Profile; email: string };

/** The candidate's profile, read when the dialog opens (a session over hands back to the page). */
function useProfile(onSessionOver: () => void): ProfileRead {
  const { t } = useTranslation('auth');
  const [read, setRead] = React.useState<ProfileRead>({ status: 'loading' });
  React.useEffect(() => {
    Promise.all([apiRequest('profile'), apiRequest('me')]).then(
      ([{ data }, user]) => setRead({ status: 'ready', profile: data, email: user.email }),
      (error: unknown) => {
        if (sessionEnded(error)) onSessionOver();
        else setRead({ status: 'failed', message: describeError(error, t).message });
      },
    );
    // Read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return read;
}

/**
 * What the logged-in candidate has done with an offer: when they applied to it, whether they saved it
 * (null when the session is over or the records could not be read: the page stays as built).
 */
export async function offerRecords(offerId: number): Promise<{ appliedAt: string | null; saved: boolean } | null> {
  try {
    const [applications, saved] = await Promise.all([apiRequest('applications'), apiRequest('savedOffers')]);
    const mine = (records: (ApplicationRecord | SavedOfferRecord)[]) => records.find((record) => record.offer?.offer_id === offerId);
    return { appliedAt: mine(applications.data)?.created_at ?? null, saved: mine(saved.data) !== undefined };
  } catch (error) {
    sessionEnded(error);
    return null;
  }
}

/** Saves the offer for the logged-in candidate: what to tell them and whether it is saved, or that the session is over. */
export async function saveOffer(offerId: number, t: AuthT): Promise<{ message: string; saved: boolean } | { sessionOver: true }> {
  try {
    await apiRequest('savedOfferCreate', { body: { data: { offer_id: offerId } } });
    return { message: t('saved'), saved: true };
  } catch (error) {
    if (sessionEnded(error)) return { sessionOver: true };
    // 409: saved already (in another tab).
    return { message: describeError(error, t).message, saved: error instanceof ApiError && error.status === 409 };
  }
}
