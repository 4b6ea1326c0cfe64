/**
 * The account screens, loaded on demand by the account template: the forms, jotai and yup
 * stay out of every other page's first load.
 */
import * as React from 'react';
import { ChangePasswordForm, EmailConfirmedScreen, ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen } from './credentials';
import { ApplicationsScreen } from './applications';
import { ProfileScreen } from './profile';
import { AnswerScreen } from './answer';
import { AlertLinkScreen, AlertsScreen } from './alerts';
import { RequireSession } from './session-gate';
import { useTranslation } from 'react-i18next';

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

export default function AccountScreen({ section, search }: { section: AccountSection; search: string }): React.JSX.Element {
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
