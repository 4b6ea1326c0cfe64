import * as React from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadUserAtom, logoutAtom, statusAtom, userAtom, type User } from './session';
import { isSessionOver } from './errors';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './credentials';

/** Why the candidate is asked to log in: never logged in here, or a session that ended. */
type Ended = 'expired' | 'unchecked' | null;
const EndedContext = React.createContext<(ended: Ended) => void>(() => undefined);

/**
 * A call made with the candidate's token: its 401 ends the session here too (the token is cleared and the
 * gate says the session expired); other failures are the caller's to show.
 */
export function useSessionCall(): <T>(call: () => Promise<T>) => Promise<T> {
  const logout = useSetAtom(logoutAtom);
  const setEnded = React.useContext(EndedContext);
  return React.useCallback(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (isSessionOver(error)) {
          setEnded('expired');
          logout();
        }
        throw error;
      }
    },
    [logout, setEnded],
  );
}

/**
 * What only a logged-in candidate sees: checked against the current user first (a failure clears the
 * token); logged out, the login form in place, which brings the candidate back here.
 */
export function RequireSession({ lead, children }: { lead: string; children: (user: User) => React.ReactNode }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const status = useAtomValue(statusAtom);
  const user = useAtomValue(userAtom);
  const loadUser = useSetAtom(loadUserAtom);
  const [ended, setEnded] = React.useState<Ended>(null);

  React.useEffect(() => {
    if (status !== 'checking') return;
    loadUser().catch((error: unknown) => setEnded(isSessionOver(error) ? 'expired' : 'unchecked'));
  }, [status, loadUser]);

  if (status === 'checking') {
    return (
      <p role="status" className="meta">
        {t('session_checking')}
      </p>
    );
  }
  if (status === 'anonymous' || user === null) {
    return (
      <div className="account-panel">
        <p role={ended === null ? undefined : 'alert'} className={ended === null ? 'lead' : 'notice notice-warning'}>
          {ended === 'expired' ? t('session_expired') : ended === 'unchecked' ? t('session_unchecked') : lead}
        </p>
        <LoginForm stay />
      </div>
    );
  }
  return <EndedContext.Provider value={setEnded}>{children(user)}</EndedContext.Provider>;
}
