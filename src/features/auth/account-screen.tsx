/**
 * The account screens, loaded on demand by the account template (./account-island.ts): the forms and jotai
 * stay out of every other page's first load. The sign-in and password screens come with this module;
 * each of the others loads its own code when shown (inside the template's loading status), so that the
 * sign-in screen does not fetch the profile's place field (Downshift) nor the applications' dialog
 * (@react-spring).
 */
import * as React from 'react';
import { ChangePasswordForm, EmailConfirmedScreen, ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen } from './credentials';
import { RequireSession } from './session-gate';
import { useTranslation } from 'react-i18next';
import { useHydratedSearch } from '../../routing/hydrated-search';

const ApplicationsScreen = React.lazy(() => import('./applications').then((module) => ({ default: module.ApplicationsScreen })));
const ProfileScreen = React.lazy(() => import('./profile').then((module) => ({ default: module.ProfileScreen })));
const AnswerScreen = React.lazy(() => import('./answer').then((module) => ({ default: module.AnswerScreen })));
const AlertsScreen = React.lazy(() => import('./alerts').then((module) => ({ default: module.AlertsScreen })));
const AlertLinkScreen = React.lazy(() => import('./alerts').then((module) => ({ default: module.AlertLinkScreen })));

export type AccountSection =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'change-password'
  | 'email-confirmed'
  | 'applications'
  | 'profile'
  | 'answer'
  | 'alerts'
  | 'alert-confirm'
  | 'alert-unsubscribe';

function ChangePasswordScreen(): React.JSX.Element {
  const { t } = useTranslation('auth');
  return <RequireSession lead={t('change_login_lead')}>{() => <ChangePasswordForm />}</RequireSession>;
}

export default function AccountScreen({ section, search: address }: { section: AccountSection; search: string }): React.JSX.Element {
  // A screen built into the page was built without the address's query: it follows once hydrated.
  const search = useHydratedSearch(address);
  switch (section) {
    case 'login':
      return <LoginScreen search={search} />;
    case 'register':
      return <RegisterScreen search={search} />;
    case 'forgot-password':
      return <ForgotPasswordScreen />;
    case 'reset-password':
      return <ResetPasswordScreen search={search} />;
    case 'change-password':
      return <ChangePasswordScreen />;
    case 'email-confirmed':
      return <EmailConfirmedScreen search={search} />;
    case 'applications':
      return <ApplicationsScreen />;
    case 'profile':
      return <ProfileScreen search={search} />;
    case 'answer':
      return <AnswerScreen search={search} />;
    case 'alerts':
      return <AlertsScreen />;
    case 'alert-confirm':
      return <AlertLinkScreen search={search} purpose="confirm" />;
    case 'alert-unsubscribe':
      return <AlertLinkScreen search={search} purpose="unsubscribe" />;
  }
}
