import * as React from 'react';
import { useT } from '../../i18n/locale-context';
import { Dialog } from '../../components/ui/dialog';
import type { MessageKey } from '../../i18n/messages';

/**
 * Apply and share. Applying needs a candidate account (spec §1): until accounts exist the dialog says so.
 * Sharing uses the system's share sheet where there is one, else copies the link.
 */
export function OfferActions({ title }: { title: string }): React.JSX.Element {
  const t = useT();
  const [applying, setApplying] = React.useState(false);
  const [shared, setShared] = React.useState<MessageKey | null>(null);
  const share = async (): Promise<void> => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared('offer_share_copied');
    } catch (error) {
      // A closed share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setShared('offer_share_failed');
    }
  };
  return (
    <div className="offer-actions">
      <button type="button" className="btn btn-primary btn-lg" aria-haspopup="dialog" onClick={() => setApplying(true)}>
        {t('offer_apply')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => void share()}>
        {t('offer_share')}
      </button>
      <p role="status" className="meta">
        {shared !== null ? t(shared) : ''}
      </p>
      {applying ? (
        <Dialog label={t('apply_title')} onClose={() => setApplying(false)} className="page-jump">
          <h2>{t('apply_title')}</h2>
          <p>{t('apply_account_needed')}</p>
          <p>{t('apply_soon')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={() => setApplying(false)}>
              {t('apply_close')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
