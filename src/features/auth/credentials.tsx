/**
 * The account screens: login, registration (confirmed by email), forgotten and new password,
 * change of password, and the page the confirmation link lands on. Each form checks its fields with yup
 * and the site's validation messages, and shows the server's answer next to the field it concerns. Their
 * forms say `post`: sent by the browser itself (their code could not come: ./account-island.ts), none puts
 * a password in an address.
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type * as Yup from 'yup';
import { buildPath } from '@rythmo/site-map';
import { apiRequest } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { changePasswordAtom, loadUserAtom, loginAtom, registerAtom, resetPasswordAtom, statusAtom, userAtom } from './session';
import { CheckField, FormFooter, TextField, useForm, type FieldProps } from '../../components/form';
import { type AuthT } from './messages';
import { useTranslation } from 'react-i18next';
import { describeError, useDescribeError } from './errors';
import { keepReturn, returnOf, takeReturn } from './return-path';
import { withReturn } from './account-links';
import { useHydratedValue } from '../../routing/hydrated-search';

/** The longest password bcrypt reads in full (the CMS refuses longer: cms/src/security/passwords.ts). */
const PASSWORD_MAX_BYTES = 72;
const PASSWORD_MIN = 8;
const EMAIL_MAX = 254;

// Each rule is made with yup as the form gives it (../../components/form.tsx: yup comes with its own script).
const emailRule = ({ string }: typeof Yup, t: AuthT) => string().label(t('field_email')).trim().email().max(EMAIL_MAX).required();
const newPasswordRule = ({ string }: typeof Yup, t: AuthT, label: string) =>
  string()
    .label(label)
    .min(PASSWORD_MIN)
    .test(
      'bytes',
      t('password_too_long', { max: PASSWORD_MAX_BYTES }),
      (value) => value === undefined || new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
    )
    .required();
const confirmationRule = ({ string, ref }: typeof Yup, t: AuthT) =>
  string()
    .label(t('field_password_confirmation'))
    .required()
    .oneOf([ref('password')], t('error_passwords_differ'));

/** A new password and its confirmation, with the rules said beforehand. */
function NewPasswordFields({ password, confirmation, label }: { password: FieldProps; confirmation: FieldProps; label: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField {...password} label={label} type="password" autoComplete="new-password" hint={t('password_hint', { min: PASSWORD_MIN })} />
      <TextField {...confirmation} label={t('field_password_confirmation')} type="password" autoComplete="new-password" />
    </>
  );
}

/** Sends the confirmation email again (an unconfirmed login, an expired link); answers the same for any address. */
export function ResendConfirmation({ email }: { email: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = React.useState<string | null>(null);
  const send = (): void => {
    setState('sending');
    setFailure(null);
    apiRequest('sendEmailConfirmation', { body: { email: email.trim() }, token: null })
      .then(() => setState('sent'))
      .catch((error: unknown) => {
        setState('idle');
        setFailure(describeError(error, t, ['email']).message);
      });
  };
  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" aria-disabled={state === 'sending'} onClick={() => state !== 'sending' && send()}>
        {state === 'sending' ? t('resend_busy') : t('resend')}
      </button>
      <p role="status" className="meta">
        {state === 'sent' ? t('resend_done', { email: email.trim() }) : (failure ?? '')}
      </p>
    </>
  );
}

/**
 * The login form. After it, the candidate goes back where they came from (`?retour=`, or the page kept
 * at registration), or to their applications; `stay`: the page it is on is that place.
 */
export function LoginForm({ search = '', stay = false }: { search?: string; stay?: boolean }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const login = useSetAtom(loginAtom);
  const describe = useDescribeError();
  const form = useForm(
    { identifier: '', password: '' },
    (yup) => yup.object({ identifier: emailRule(yup, t), password: yup.string().label(t('field_password')).required() }),
    async (values) => {
      await login({ identifier: values.identifier.trim(), password: values.password });
      if (!stay) await navigate(takeReturn(search, buildPath('account-applications', locale)));
    },
    describe,
  );
  return (
    <>
      <form noValidate method="post" className="account-form" ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('login_title')}>
        <TextField {...form.field('identifier')} label={t('field_email')} type="email" autoComplete="username" />
        <TextField {...form.field('password')} label={t('field_password')} type="password" autoComplete="current-password" />
        <FormFooter failure={form.failure} busy={form.busy} label={t('login_submit')} busyLabel={t('login_busy')}>
          {form.failure?.unconfirmed ? <ResendConfirmation email={String(form.values.identifier)} /> : null}
        </FormFooter>
      </form>
      <ul className="account-links">
        <li>
          <Link to={buildPath('account-forgot-password', locale)}>{t('forgot_link')}</Link>
        </li>
        <li>
          {t('no_account')} <Link to={withReturn(buildPath('account-register', locale), returnOf(search))}>{t('register_link')}</Link>
        </li>
      </ul>
    </>
  );
}

/** Someone already logged in on a login or register page: who, and where to go. */
function AlreadyIn(): React.JSX.Element | null {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const store = useStore();
  const loadUser = useSetAtom(loadUserAtom);
  // A page opened with a token only: whose it is is asked (a token no longer valid is cleared, and nothing
  // said). Once: a login on this screen loads its user itself.
  React.useEffect(() => {
    if (store.get(statusAtom) === 'checking') loadUser().catch(() => undefined);
  }, [store, loadUser]);
  // Built into the page, the screen was built without a candidate: one signed in shows once it has hydrated.
  const user = useHydratedValue(useAtomValue(userAtom), null);
  if (user === null) return null;
  return (
    <p className="notice">
      {t('already_in', { email: user.email })} <Link to={buildPath('account-applications', locale)}>{t('applications_link')}</Link>
    </p>
  );
}

export function LoginScreen({ search }: { search: string }): React.JSX.Element {
  return (
    <div className="account-panel">
      <AlreadyIn />
      <LoginForm search={search} />
    </div>
  );
}

export function RegisterScreen({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const register = useSetAtom(registerAtom);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const describe = useDescribeError();
  const form = useForm(
    { email: '', password: '', passwordConfirmation: '', terms: false },
    (yup) =>
      yup.object({
        email: emailRule(yup, t),
        password: newPasswordRule(yup, t, t('field_password')),
        passwordConfirmation: confirmationRule(yup, t),
        terms: yup.boolean().required().oneOf([true], t('terms_required')),
      }),
    async (values) => {
      const email = values.email.trim();
      // The account is confirmed by email: the page to come back to waits for its first login.
      const back = returnOf(search);
      keepReturn(back);
      const outcome = await register({
        username: email,
        email,
        password: values.password,
        language: locale,
        ...(back === undefined ? {} : { return_to: back }),
      });
      if (outcome === 'logged-in') await navigate(takeReturn(search, buildPath('account-applications', locale)));
      else setSentTo(email);
    },
    describe,
  );
  if (sentTo !== null) {
    return (
      <div className="account-panel" role="status">
        <h2>{t('register_sent_title')}</h2>
        <p>{t('register_sent', { email: sentTo })}</p>
        <p className="meta">{t('register_sent_help')}</p>
        <ResendConfirmation email={sentTo} />
      </div>
    );
  }
  return (
    <div className="account-panel">
      <AlreadyIn />
      <form noValidate method="post" className="account-form" ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('register_title')}>
        <TextField {...form.field('email')} label={t('field_email')} type="email" autoComplete="email" />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('passwordConfirmation')} label={t('field_password')} />
        <CheckField
          {...form.field('terms')}
          label={
            <>
              {t('terms_before')} <Link to={buildPath('cgu', locale)}>{t('terms_link')}</Link> {t('terms_and')}{' '}
              <Link to={buildPath('privacy', locale)}>{t('privacy_link')}</Link>.
            </>
          }
        />
        <FormFooter failure={form.failure} busy={form.busy} label={t('register_submit')} busyLabel={t('register_busy')} />
      </form>
      <ul className="account-links">
        <li>
          {t('have_account')} <Link to={withReturn(buildPath('account-login', locale), returnOf(search))}>{t('login_link')}</Link>
        </li>
      </ul>
    </div>
  );
}

export function ForgotPasswordScreen(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const describe = useDescribeError();
  const form = useForm(
    { email: '' },
    (yup) => yup.object({ email: emailRule(yup, t) }),
    async ({ email }) => {
      await apiRequest('forgotPassword', { body: { email: email.trim() }, token: null });
      setSentTo(email.trim());
    },
    describe,
  );
  return (
    <div className="account-panel">
      {sentTo !== null ? (
        <p role="status" className="notice">
          {t('forgot_sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate method="post" className="account-form" ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('forgot_title')}>
          <p className="lead">{t('forgot_lead')}</p>
          <TextField {...form.field('email')} label={t('field_email')} type="email" autoComplete="email" />
          <FormFooter failure={form.failure} busy={form.busy} label={t('forgot_submit')} busyLabel={t('forgot_busy')} />
        </form>
      )}
    </div>
  );
}

export function ResetPasswordScreen({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const reset = useSetAtom(resetPasswordAtom);
  const code = new URLSearchParams(search).get('code') ?? '';
  const [done, setDone] = React.useState(false);
  const describe = useDescribeError();
  const form = useForm(
    { password: '', passwordConfirmation: '' },
    (yup) => yup.object({ password: newPasswordRule(yup, t, t('field_new_password')), passwordConfirmation: confirmationRule(yup, t) }),
    async (values) => {
      await reset({ code, ...values });
      setDone(true);
    },
    describe,
  );
  const forgot = <Link to={buildPath('account-forgot-password', locale)}>{t('reset_ask_again')}</Link>;
  if (code === '') {
    return (
      <div className="account-panel">
        <p className="notice notice-warning">{t('reset_no_code')}</p>
        <p>{forgot}</p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="account-panel">
        <p role="status" className="notice">
          {t('reset_done')}
        </p>
        <p>
          <Link to={buildPath('account-applications', locale)}>{t('applications_link')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-panel">
      <form noValidate method="post" className="account-form" ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('reset_title')}>
        <NewPasswordFields password={form.field('password')} confirmation={form.field('passwordConfirmation')} label={t('field_new_password')} />
        <FormFooter failure={form.failure} busy={form.busy} label={t('reset_submit')} busyLabel={t('reset_busy')}>
          <p>{forgot}</p>
        </FormFooter>
      </form>
    </div>
  );
}

/** The change of password, for a logged-in candidate (inside RequireSession). */
export function ChangePasswordForm(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const change = useSetAtom(changePasswordAtom);
  const [done, setDone] = React.useState(false);
  const describe = useDescribeError();
  const form = useForm(
    { currentPassword: '', password: '', passwordConfirmation: '' },
    (yup) =>
      yup.object({
        currentPassword: yup.string().label(t('field_current_password')).required(),
        password: newPasswordRule(yup, t, t('field_new_password')),
        passwordConfirmation: confirmationRule(yup, t),
      }),
    async (values) => {
      await change(values);
      setDone(true);
    },
    describe,
  );
  if (done) {
    return (
      <p role="status" className="notice">
        {t('change_done')}
      </p>
    );
  }
  return (
    <form noValidate method="post" className="account-form" ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('change_title')}>
      <TextField {...form.field('currentPassword')} label={t('field_current_password')} type="password" autoComplete="current-password" />
      <NewPasswordFields password={form.field('password')} confirmation={form.field('passwordConfirmation')} label={t('field_new_password')} />
      <FormFooter failure={form.failure} busy={form.busy} label={t('change_submit')} busyLabel={t('change_busy')} />
    </form>
  );
}

/** Where the confirmation link lands: confirmed, then the login; or the link failed, and a new one is offered. */
export function EmailConfirmedScreen({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const [email, setEmail] = React.useState('');
  if (new URLSearchParams(search).get('lien') === 'invalide') {
    return (
      <div className="account-panel">
        <p className="notice notice-warning">{t('confirm_invalid')}</p>
        <div className="form-field">
          <label htmlFor="resend-email">{t('field_email')}</label>
          <input id="resend-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <ResendConfirmation email={email} />
      </div>
    );
  }
  return (
    <div className="account-panel">
      <p className="notice">{t('confirm_done')}</p>
      <LoginForm search={search} />
    </div>
  );
}
