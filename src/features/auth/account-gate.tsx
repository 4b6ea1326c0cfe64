import * as React from 'react';
import { IslandGate } from '../../boot/island-gate';
import { LoadingStatus, NoScriptNotice } from '../../components/client-only';
import { accountIsland } from './account-island';
import type { AccountSection } from './account-screen';
import { tokenStore } from './token-store';

type AccountGateProps = { section: AccountSection; search: string; loading: string; noScript: string };

/**
 * A screen built into the page (./account-island.ts), inside its Suspense boundary: a candidate already
 * signed in wakes it at once (it says so). Drawn anew (a navigation in the site), it says it loads until its
 * code has come. Without JavaScript, the form is hidden (it could send nothing) and the page says why. No
 * hook here, as the jobs list's gate says.
 */
export function AccountGate({ section, search, loading, noScript }: AccountGateProps): React.JSX.Element {
  if (typeof window !== 'undefined' && tokenStore.held()) accountIsland.wake();
  return (
    <>
      <NoScriptNotice notice={noScript} />
      <div className="account-island js-only">
        <React.Suspense fallback={<LoadingStatus label={loading} />}>
          <IslandGate island={accountIsland}>{({ default: AccountScreen }) => <AccountScreen section={section} search={search} />}</IslandGate>
        </React.Suspense>
      </div>
    </>
  );
}
