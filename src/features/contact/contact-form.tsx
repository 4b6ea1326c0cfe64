/**
 * The company contact form, loaded on the contact page only, with reCAPTCHA v2
 * (react-google-recaptcha). Google's script (hundreds of kilobytes, and an iframe) loads once the visitor
 * turns to the form: a field focused, or the captcha's box near the screen. The rules are the
 * CMS's (@rythmo/site-map's contact rules), written with yup and the site's validation messages in the page's
 * language, each next to its field. While the form is being sent, the navigation guard's blocking flag is
 * set, so a click on this page's own link does not interrupt it. A failure keeps what was typed.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import ReCAPTCHA from 'react-google-recaptcha';
import type * as Yup from 'yup';
import {
  buildPath,
  CONTACT_DEFAULT_COUNTRY,
  CONTACT_LABEL_KEYS,
  CONTACT_EMAIL,
  CONTACT_FIELDS,
  CONTACT_MAX,
  CONTACT_OPTIONAL,
  contactFormats,
  type ContactField,
} from '@rythmo/site-map';
import { apiRequest, ApiError } from '../../api-client/client';
import { PUBLIC_ENV } from '../../config/public-env';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { setNavigationBlocked } from '../../routing/install-navigation-guard';
import { CheckField, FieldError, FormFooter, TextField, useForm, type Failure } from '../../components/form';

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  country: 'country-name',
  city: 'address-level2',
  postcode: 'postal-code',
  comment: 'off',
};
const TYPES: Partial<Record<ContactField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

/** How near the screen the captcha's box loads Google's script. */
const CAPTCHA_NEAR: IntersectionObserverInit = { rootMargin: '400px 0px' };

type Values = Record<ContactField, string> & { consent: boolean; marketing: boolean; captcha: string };
const INITIAL: Values = {
  ...(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, ''])) as Record<ContactField, string>),
  country: CONTACT_DEFAULT_COUNTRY,
  consent: false,
  marketing: false,
  captcha: '',
};

export default function ContactForm(): React.JSX.Element {
  const { t } = useTranslation('contact');
  const { t: shared } = useTranslation('shared');
  const { locale } = useLocale();
  const captchaRef = React.useRef<ReCAPTCHA>(null);
  const [sent, setSent] = React.useState(false);
  const [captchaBroken, setCaptchaBroken] = React.useState(false);
  const [captchaWanted, setCaptchaWanted] = React.useState(false);
  const captchaBox = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const box = captchaBox.current;
    if (captchaWanted || box === null) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCaptchaWanted(true);
    }, CAPTCHA_NEAR);
    observer.observe(box);
    return () => observer.disconnect();
  }, [captchaWanted]);

  const describe = (error: unknown, fields: readonly string[]): Failure => {
    if (error instanceof ApiError) {
      for (const name of fields) {
        const message = error.fieldMessage(name);
        // The captcha refused: the spec's message in the page's language.
        if (message !== undefined) return { field: name, message: name === 'captcha' ? shared('contact_captcha_required') : message };
      }
      if (error.status === 429) return { message: error.message };
    }
    return { message: shared('contact_failed') };
  };

  const text = ({ string }: typeof Yup, name: ContactField) => {
    const rule = string().label(shared(CONTACT_LABEL_KEYS[name])).trim().max(CONTACT_MAX[name]);
    return CONTACT_OPTIONAL.has(name) ? rule.defined() : rule.required();
  };
  const form = useForm(
    INITIAL,
    (yup) =>
      yup.object({
        ...(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(yup, name)])) as Record<ContactField, ReturnType<typeof text>>),
        email: text(yup, 'email')
          .email()
          .matches(CONTACT_EMAIL, { message: shared('contact_email_format'), excludeEmptyString: true }),
        phone: text(yup, 'phone').test(
          'format',
          shared('contact_phone_format'),
          (value, context) => value === '' || contactFormats((context.parent as Values).country).phone.test(value ?? ''),
        ),
        postcode: text(yup, 'postcode').test(
          'format',
          shared('contact_postcode_format'),
          (value, context) => value === '' || contactFormats((context.parent as Values).country).postcode.test(value ?? ''),
        ),
        consent: yup.boolean().required().oneOf([true], shared('contact_consent_required')),
        marketing: yup.boolean().defined(),
        captcha: yup.string().required(shared('contact_captcha_required')),
      }),
    async (values) => {
      setNavigationBlocked(true);
      try {
        await apiRequest('contactRequest', { body: { data: { ...values, locale } }, token: null });
        setSent(true);
      } finally {
        setNavigationBlocked(false);
        // A captcha answer is checked once: after a failure, the visitor ticks it again.
        captchaRef.current?.reset();
        form.setValue('captcha', '');
      }
    },
    describe,
  );

  if (sent) {
    return (
      <p role="status" className="notice contact-sent">
        {t('sent')}
      </p>
    );
  }
  const captcha = form.field('captcha');
  return (
    <form
      noValidate
      className="account-form contact-form"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      onFocus={() => setCaptchaWanted(true)}
      aria-labelledby="contact-title"
    >
      <h2 id="contact-title">{t('form_title')}</h2>
      <p className="lead">{t('form_lead')}</p>
      <p className="meta">{t('required_note')}</p>
      <div className="form-row">
        <TextField
          {...form.field('firstName')}
          label={shared('contact_label_first_name')}
          autoComplete={AUTOCOMPLETE.firstName}
          maxLength={CONTACT_MAX.firstName}
        />
        <TextField
          {...form.field('lastName')}
          label={shared('contact_label_last_name')}
          autoComplete={AUTOCOMPLETE.lastName}
          maxLength={CONTACT_MAX.lastName}
        />
      </div>
      {(['company', 'email', 'phone', 'country', 'city', 'postcode'] as const).map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={shared(CONTACT_LABEL_KEYS[name])}
          type={TYPES[name]}
          autoComplete={AUTOCOMPLETE[name]}
          maxLength={CONTACT_MAX[name]}
          hint={name === 'phone' ? t('phone_hint') : undefined}
        />
      ))}
      <TextField {...form.field('comment')} label={shared('contact_label_comment')} multiline maxLength={CONTACT_MAX.comment} required={false} />
      <CheckField
        {...form.field('consent')}
        label={
          <>
            {t('consent_before')} <Link to={buildPath('cgu', locale)}>{t('consent_terms')}</Link> {t('consent_and')}{' '}
            <Link to={buildPath('privacy', locale)}>{t('consent_privacy')}</Link>.
          </>
        }
      />
      {/* Marketing use: a consent of its own, optional, not ticked (GDPR). */}
      <CheckField {...form.field('marketing')} required={false} label={t('consent_marketing')} />
      <fieldset className="form-field captcha-field" aria-describedby={captcha.error !== undefined ? 'field-captcha-error' : undefined}>
        <legend>{t('captcha_label')}</legend>
        <div ref={captchaBox} className="captcha-box">
          {captchaWanted ? (
            <ReCAPTCHA
              ref={captchaRef}
              sitekey={PUBLIC_ENV.recaptchaSiteKey}
              hl={locale}
              onChange={(token) => form.setValue('captcha', token ?? '')}
              onExpired={() => form.setValue('captcha', '')}
              onErrored={() => setCaptchaBroken(true)}
              // Google's script itself could not load (offline, blocked): said instead of an empty box.
              asyncScriptOnLoad={(state?: { errored?: boolean }) => setCaptchaBroken(state?.errored === true)}
            />
          ) : null}
        </div>
        {captchaBroken ? (
          <p role="alert" className="field-error">
            {t('captcha_unavailable')}
          </p>
        ) : null}
        <FieldError id="field-captcha" error={captcha.error} />
      </fieldset>
      <FormFooter failure={form.failure} busy={form.busy} label={t('submit')} busyLabel={t('submit_busy')}>
        <p className="meta">{t('captcha_again')}</p>
      </FormFooter>
    </form>
  );
}
