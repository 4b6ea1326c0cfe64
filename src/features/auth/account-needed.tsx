import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/locale-context';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/messages';
import { accountLinks } from './account-links';

/** Why the visitor is asked for an account: to apply, to save, or because their session ended. */
export type AccountReason = 'apply' | 'save' | 'expired';
const ACCOUNT_TEXT: Record<AccountReason, { title: MessageKey; text: MessageKey }> = {
  apply: { title: 'apply_title', text: 'apply_account_needed' },
  save: { title: 'save_title', text: 'apply_account_needed' },
  expired: { title: 'apply_title', text: 'apply_session_expired' },
};

/** The dialog of an offer's apply and save buttons: create an account or log in, then come back to this offer. */
export default function AccountNeeded({ reason, onClose }: { reason: AccountReason; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const links = accountLinks(locale, window.location.pathname);
  const { title, text } = ACCOUNT_TEXT[reason];
  return (
    <MotionDialog label={t(title)} onClose={onClose} className="dialog page-jump" entrance="rise">
      {(close) => (
        <>
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
            <button type="button" className="btn btn-tertiary btn-sm" onClick={close}>
              {t('apply_close')}
            </button>
          </p>
        </>
      )}
    </MotionDialog>
  );
}
