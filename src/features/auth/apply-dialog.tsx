/**
 * Applying to an offer and saving it, for a logged-in candidate (spec §1, §6), loaded on demand by the
 * offer page's buttons. One click opens the dialog; the message is optional; the answer says it was sent,
 * or that the candidate already applied (the CMS's 409). A 401 hands back to the page, which asks to log
 * in again.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { object, string } from 'yup';
import { buildPath } from '@rythmo/site-map';
import { ApiError, apiRequest } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { FormFooter, TextField, useForm } from '../../components/form';
import { describeError, isSessionOver, useDescribeError } from './errors';
import { tokenStore } from './token-store';
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
  const { t: common } = useTranslation('common');
  const { locale } = useLocale();
  const [sent, setSent] = React.useState(false);
  const describe = useDescribeError();
  const form = useForm(
    { message: '' },
    () => object({ message: string().label(t('field_message')).max(MESSAGE_MAX).defined() }),
    async ({ message }) => {
      try {
        await apiRequest('/applications', { method: 'POST', body: { data: { offer_id: offerId, message: message.trim() === '' ? null : message.trim() } } });
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
  return (
    <MotionDialog label={common('apply_title')} onClose={onClose} className="dialog apply-dialog" entrance="rise">
      {(close) => (
        <>
          <h2>{common('apply_title')}</h2>
          <p className="meta">{title}</p>
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
          ) : (
            <form noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-label={common('apply_title')}>
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
        </>
      )}
    </MotionDialog>
  );
}

type OfferRecord = { created_at: string; offer: { offer_id: number } | null };

/**
 * What the logged-in candidate has done with an offer: when they applied to it, whether they saved it
 * (null when the session is over or the records could not be read: the page stays as built).
 */
export async function offerRecords(offerId: number): Promise<{ appliedAt: string | null; saved: boolean } | null> {
  try {
    const [applications, saved] = await Promise.all([
      apiRequest<{ data: OfferRecord[] }>('/applications'),
      apiRequest<{ data: OfferRecord[] }>('/saved-offers'),
    ]);
    const mine = (records: OfferRecord[]) => records.find((record) => record.offer?.offer_id === offerId);
    return { appliedAt: mine(applications.data)?.created_at ?? null, saved: mine(saved.data) !== undefined };
  } catch (error) {
    sessionEnded(error);
    return null;
  }
}

/** Saves the offer for the logged-in candidate: what to tell them and whether it is saved, or that the session is over. */
export async function saveOffer(offerId: number, t: AuthT): Promise<{ message: string; saved: boolean } | { sessionOver: true }> {
  try {
    await apiRequest('/saved-offers', { method: 'POST', body: { data: { offer_id: offerId } } });
    return { message: t('saved'), saved: true };
  } catch (error) {
    if (sessionEnded(error)) return { sessionOver: true };
    // 409: saved already (in another tab).
    return { message: describeError(error, t).message, saved: error instanceof ApiError && error.status === 409 };
  }
}
