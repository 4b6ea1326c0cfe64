import * as React from 'react';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/messages';
import { accountLinks, useSignedIn } from './account-links';

/** Applying, for a logged-in candidate: loaded on the first click (the form, its checks and messages). */
const ApplyDialog = React.lazy(() => import('./apply-dialog'));

/** Why the visitor is asked for an account: to apply, to save, or because their session ended. */
type AccountReason = 'apply' | 'save' | 'expired';
const ACCOUNT_TEXT: Record<AccountReason, { title: MessageKey; text: MessageKey }> = {
  apply: { title: 'apply_title', text: 'apply_account_needed' },
  save: { title: 'save_title', text: 'apply_account_needed' },
  expired: { title: 'apply_title', text: 'apply_session_expired' },
};

/** The dialog of spec §1 and §6: create an account or log in, then come back to this offer. */
function AccountNeeded({ reason, onClose }: { reason: AccountReason; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const links = accountLinks(locale, window.location.pathname);
  const { title, text } = ACCOUNT_TEXT[reason];
  return (
    <Dialog label={t(title)} onClose={onClose} className="dialog page-jump">
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <div className="dialog-actions">
        <Button {...links.login} variant="secondary">
          {t('login')}
        </Button>
        <Button {...links.register} variant="primary">
          {t('register')}
        </Button>
      </div>
      <p className="dialog-dismiss">
        <button type="button" className="btn btn-tertiary btn-sm" onClick={onClose}>
          {t('apply_close')}
        </button>
      </p>
    </Dialog>
  );
}

/**
 * Apply and save (spec §1, §6), in every offer page's first load, kept small: a visitor who is not logged
 * in is asked to create an account or log in, and comes back here; a logged-in candidate applies in one
 * click (the dialog's code loads then) or saves the offer for later.
 */
export function ApplyButtons({ offerId, title }: { offerId: number; title: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { t: authT } = useTranslation('auth');
  const signedIn = useSignedIn();
  const [dialog, setDialog] = React.useState<AccountReason | 'applying' | null>(null);
  const [news, setNews] = React.useState('');
  const [saving, setSaving] = React.useState(false);
  const save = async (): Promise<void> => {
    if (!signedIn) return setDialog('save');
    setSaving(true);
    try {
      const { saveOffer } = await import('./apply-dialog');
      const outcome = await saveOffer(offerId, authT);
      if ('sessionOver' in outcome) setDialog('expired');
      else setNews(outcome.message);
    } catch {
      // The code could not load (offline): said as any failure.
      setNews(t('offer_action_failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-primary btn-lg" aria-haspopup="dialog" onClick={() => setDialog(signedIn ? 'applying' : 'apply')}>
        {t('offer_apply')}
      </button>
      <button type="button" className="btn btn-secondary" aria-disabled={saving} onClick={() => !saving && void save()}>
        {t('offer_save')}
      </button>
      <p role="status" className="meta">
        {news}
      </p>
      {dialog === 'applying' ? (
        <React.Suspense
          fallback={
            <Dialog label={t('apply_title')} onClose={() => setDialog(null)} className="dialog page-jump">
              <p role="status">{t('loading')}</p>
            </Dialog>
          }
        >
          <ApplyDialog offerId={offerId} title={title} onClose={() => setDialog(null)} onSessionOver={() => setDialog('expired')} />
        </React.Suspense>
      ) : dialog !== null ? (
        <AccountNeeded reason={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
