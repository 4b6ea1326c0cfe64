import * as React from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The offer's actions: applying and saving (given as `children` by the template, from the accounts
 * feature), then sharing, through the system's share sheet where there is one, else by copying the link.
 */
export function OfferActions({ title, children }: { title: string; children?: React.ReactNode }): React.JSX.Element {
  const { t } = useTranslation('common');
  const [shared, setShared] = React.useState('');
  const share = async (): Promise<void> => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared(t('offer_share_copied'));
    } catch (error) {
      // A closed share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setShared(t('offer_share_failed'));
    }
  };
  return (
    <div className="offer-actions">
      <noscript>
        <p className="notice">{t('offer_needs_javascript')}</p>
      </noscript>
      {children}
      <button type="button" className="btn btn-secondary js-only" onClick={() => void share()}>
        {t('offer_share')}
      </button>
      <p role="status" className="meta">
        {shared}
      </p>
    </div>
  );
}
