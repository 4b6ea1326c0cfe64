import * as React from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatDate } from '../../i18n/dates';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from './account-links';
import type { AccountReason } from './account-needed';

/** Applying, for a logged-in candidate: loaded on the first click (the form, its checks and messages). */
const ApplyDialog = React.lazy(() => import('./apply-dialog'));

/** The dialog asking for an account, and its motion: fetched as soon as the visitor reaches for a button. */
const loadAccountNeeded = () => import('./account-needed');
const AccountNeeded = React.lazy(loadAccountNeeded);

/**
 * Apply and save, in every offer page's first load, kept small: a visitor who is not logged
 * in is asked to create an account or log in, and comes back here; a logged-in candidate applies in one
 * click (the dialog's code loads then) or saves the offer for later. Read after hydration (the static HTML
 * stays the same for everyone): an offer already applied to says when, one saved says so, and an offer
 * whose last day has passed on the visitor's calendar, before the nightly build removes it, takes no
 * application and points to similar offers.
 */
export function ApplyButtons({
  offerId,
  title,
  validThrough,
  expiresAt,
  similar,
}: {
  offerId: number;
  title: string;
  /** The offer's last day (YYYY-MM-DD), and the instant it ends in France (gatsby-node.ts: expires_at). */
  validThrough: string | null;
  expiresAt: string | null;
  similar: string;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  const { t: authT } = useTranslation('auth');
  const { locale } = useLocale();
  const signedIn = useSignedIn();
  const [dialog, setDialog] = React.useState<AccountReason | 'applying' | null>(null);
  const [news, setNews] = React.useState('');
  const [saving, setSaving] = React.useState(false);
  const [appliedAt, setAppliedAt] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState(false);
  const [expired, setExpired] = React.useState(false);
  React.useEffect(() => setExpired(expiresAt !== null && Date.now() >= Date.parse(expiresAt)), [expiresAt]);
  React.useEffect(() => {
    if (!signedIn) {
      setAppliedAt(null);
      setSaved(false);
      return undefined;
    }
    let current = true;
    void import('./apply-dialog')
      .then(({ offerRecords }) => offerRecords(offerId))
      .then((records) => {
        if (!current || records === null) return;
        setAppliedAt(records.appliedAt);
        setSaved(records.saved);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, offerId]);
  const save = async (): Promise<void> => {
    if (!signedIn) return setDialog('save');
    setSaving(true);
    try {
      const { saveOffer } = await import('./apply-dialog');
      const outcome = await saveOffer(offerId, authT);
      if ('sessionOver' in outcome) setDialog('expired');
      else {
        setNews(outcome.message);
        setSaved(outcome.saved);
      }
    } catch {
      // The code could not load (offline): said as any failure.
      setNews(t('offer_action_failed'));
    } finally {
      setSaving(false);
    }
  };
  const closed = expired || appliedAt !== null;
  const preload = (): void => void (signedIn ? import('./apply-dialog') : loadAccountNeeded()).catch(() => undefined);
  return (
    <>
      {expired && validThrough !== null ? (
        <p className="notice offer-expired" role="status">
          {t('offer_expired', { date: formatDate(locale, validThrough) })} <a href={similar}>{t('offer_expired_similar')}</a>
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-lg js-only"
        aria-haspopup={closed ? undefined : 'dialog'}
        aria-disabled={closed}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => !closed && setDialog(signedIn ? 'applying' : 'apply')}
      >
        {appliedAt !== null ? t('offer_applied_on', { date: formatDate(locale, appliedAt) }) : t('offer_apply')}
      </button>
      <button
        type="button"
        className="btn btn-secondary js-only"
        aria-disabled={saving || saved}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => !saving && !saved && void save()}
      >
        {saved ? t('offer_saved_state') : t('offer_save')}
      </button>
      <p role="status" className="meta">
        {news}
      </p>
      {dialog !== null ? (
        // While the dialog's code arrives (fetched as soon as a pointer or the focus reaches the buttons),
        // only a screen reader hears that it loads: a stand-in dialog would flash, then give way to the
        // real one coming in.
        <React.Suspense
          fallback={
            <p role="status" className="visually-hidden">
              {t('loading')}
            </p>
          }
        >
          {dialog === 'applying' ? (
            <ApplyDialog offerId={offerId} title={title} onClose={() => setDialog(null)} onSessionOver={() => setDialog('expired')} onSent={setAppliedAt} />
          ) : (
            <AccountNeeded reason={dialog} onClose={() => setDialog(null)} />
          )}
        </React.Suspense>
      ) : null}
    </>
  );
}
