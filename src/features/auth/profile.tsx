/**
 * « Mon profil »: what an application sends, filled in once. Names, phone, city (the
 * geo-search's communes), the candidate's rhythm (days, times of day, hours a week: what « Selon mon
 * rythme » applies to the jobs list), student or not and which student jobs, a presentation, and the CV
 * (PDF or DOCX, 5 MB at most; sent, replaced, downloaded and deleted at once, apart from the form), and
 * « Mes données » (./my-data.tsx: the export, the deletion of the account). The
 * rules are the CMS's (@rythmo/site-map's profile.ts); its answers go next to their fields. Reached from an
 * offer (`?retour=`), it leads back there.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import {
  CV_FIELD,
  CV_MAX_BYTES,
  DAYS,
  gapsSentence,
  PROFILE_MAX,
  PROFILE_MAX_HOURS,
  PROFILE_PHONE,
  profileMissing,
  RHYTHM_FIELDS,
  SLOTS,
  type Profile,
  type ProfileCity,
  type ProfileInput,
} from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { apiFile, apiRequest, contentRequest, ApiError } from '../../api-client/client';
import { useLocale } from '../../i18n/locale-context';
import { sayWith } from '../../i18n/say';
import { formatDate } from '../../i18n/dates';
import { FormFooter, TextField, useForm } from '../../components/form';
import { PlaceField } from '../../components/place-field';
import { RequireSession, useSessionCall } from './session-gate';
import { ErasedNotice, MyDataSection } from './my-data';
import { LoadFailed, Loading } from './load-state';
import { describeError, isSessionOver } from './errors';
import { returnOf } from './return-path';
import type { AuthT } from './messages';

type StudentType = { slug: string; label: string };
type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; profile: Profile; types: StudentType[] };

/** A profile's city is a commune (a constant: the field searches again when its kinds change). */
const CITY_ONLY = ['CITY'] as const;

type Values = Record<'first_name' | 'last_name' | 'phone' | 'hours' | 'presentation', string> & Record<`day_${string}` | `slot_${string}` | 'student', boolean>;

const sizeOf = (bytes: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / 1024 / 1024)} ${bytes < 1024 * 1024 ? (locale === 'fr' ? 'Ko' : 'KB') : locale === 'fr' ? 'Mo' : 'MB'}`;

/** The form's values from a profile. */
function valuesOf(profile: ProfileInput): Values {
  const availability = profile.availability;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    phone: profile.phone ?? '',
    hours: availability?.hours_per_week === null || availability === null ? '' : String(availability.hours_per_week),
    presentation: profile.presentation ?? '',
    student: profile.student,
    ...Object.fromEntries(DAYS.map((day) => [`day_${day}`, availability?.days.includes(day) ?? false])),
    ...Object.fromEntries(SLOTS.map((slot) => [`slot_${slot}`, availability?.slots.includes(slot) ?? false])),
  } as Values;
}

function CvSection({ profile, onChange, t }: { profile: Profile; onChange: (profile: Profile) => void; t: AuthT }): React.JSX.Element {
  const { locale } = useLocale();
  const call = useSessionCall();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [news, setNews] = React.useState<{ message: string; error: boolean } | null>(null);
  const tell = (message: string, error = false): void => setNews({ message, error });
  const failed = (error: unknown): void => {
    if (!isSessionOver(error))
      tell(
        error instanceof ApiError && error.fieldMessage('file') !== undefined ? (error.fieldMessage('file') as string) : describeError(error, t).message,
        true,
      );
  };

  const send = (file: File): void => {
    if (file.size > CV_MAX_BYTES) return tell(t('cv_too_big'), true);
    const form = new FormData();
    form.append(CV_FIELD, file);
    setBusy(true);
    tell(t('cv_uploading'));
    call(async () => (await (await apiFile('cvUpload', form)).json()) as { data: Profile })
      .then(({ data }) => {
        onChange(data);
        tell(t('cv_saved'));
      })
      .catch(failed)
      .finally(() => {
        setBusy(false);
        if (input.current !== null) input.current.value = '';
      });
  };
  const download = (): void => {
    call(async () => (await apiFile('cv')).blob())
      .then((blob) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = profile.cv?.name ?? 'CV';
        link.click();
        URL.revokeObjectURL(link.href);
      })
      .catch(failed);
  };
  const remove = (): void => {
    setBusy(true);
    call(() => apiRequest('cvDelete'))
      .then(() => {
        onChange({ ...profile, cv: null, missing: profileMissing({ ...profile, cv: null }) });
        tell(t('cv_removed'));
      })
      .catch(failed)
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="cv-title" className="card profile-cv">
      <h2 id="cv-title">{t('cv_title')}</h2>
      <p className="field-hint" id="cv-hint">
        {t('cv_hint')}
      </p>
      <p>
        {profile.cv === null
          ? t('cv_none')
          : t('cv_current', { name: profile.cv.name, size: sizeOf(profile.cv.size, locale), date: formatDate(locale, profile.cv.uploaded_at) })}
      </p>
      <div className="form-field">
        <label htmlFor="field-cv">{profile.cv === null ? t('cv_choose') : t('cv_replace')}</label>
        <input
          ref={input}
          id="field-cv"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby="cv-hint"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) send(file);
          }}
        />
      </div>
      {profile.cv !== null ? (
        <p className="account-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={download}>
            {t('cv_download')}
          </button>
          <button type="button" className="btn btn-default btn-sm" onClick={remove} aria-disabled={busy}>
            {t('cv_remove')}
          </button>
        </p>
      ) : null}
      <p role={news?.error === true ? 'alert' : 'status'} className={news?.error === true ? 'field-error' : 'notice-live'}>
        {news?.message ?? ''}
      </p>
    </section>
  );
}

function ProfileForm({
  loaded,
  search,
  onSaved,
}: {
  loaded: { profile: Profile; types: StudentType[] };
  search: string;
  onSaved: (profile: Profile) => void;
}): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const { t: shared } = useTranslation('shared');
  const call = useSessionCall();
  const [city, setCity] = React.useState<ProfileCity | null>(loaded.profile.city);
  const [types, setTypes] = React.useState<string[]>(loaded.profile.student_types);
  const [saved, setSaved] = React.useState(false);
  const back = returnOf(search);
  const form = useForm(
    valuesOf(loaded.profile),
    ({ boolean, object, string }) =>
      object({
        first_name: string().label(shared('profile_label_first_name')).trim().max(PROFILE_MAX.first_name).defined(),
        last_name: string().label(shared('profile_label_last_name')).trim().max(PROFILE_MAX.last_name).defined(),
        phone: string()
          .label(shared('profile_label_phone'))
          .trim()
          .max(PROFILE_MAX.phone)
          .matches(PROFILE_PHONE, { message: shared('profile_phone_format'), excludeEmptyString: true })
          .defined(),
        hours: string()
          .label(t('hours_label'))
          .trim()
          .matches(/^\d*$/, t('hours_hint'))
          .test('range', t('hours_hint'), (value) => value === undefined || value === '' || (Number(value) >= 1 && Number(value) <= PROFILE_MAX_HOURS))
          .defined(),
        presentation: string().label(shared('profile_label_presentation')).trim().max(PROFILE_MAX.presentation).defined(),
        student: boolean().defined(),
        ...Object.fromEntries([...DAYS.map((day) => `day_${day}`), ...SLOTS.map((slot) => `slot_${slot}`)].map((name) => [name, boolean().defined()])),
      }) as never,
    async (values: Values) => {
      setSaved(false);
      const data: ProfileInput = {
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone,
        city,
        availability: {
          days: DAYS.filter((day) => values[`day_${day}`]),
          slots: SLOTS.filter((slot) => values[`slot_${slot}`]),
          hours_per_week: values.hours.trim() === '' ? null : Number(values.hours),
        },
        student: values.student,
        student_types: values.student ? types : [],
        presentation: values.presentation,
      };
      const answer = await call(() => apiRequest('profileUpdate', { body: { data } }));
      onSaved(answer.data);
      setSaved(true);
    },
    (error, fields) => {
      const described = describeError(
        error,
        t,
        fields.map((field) => `data.${field === 'hours' ? 'availability.hours_per_week' : field}`),
      );
      const field = described.field?.replace(/^data\./, '').replace('availability.hours_per_week', 'hours');
      return { ...described, field };
    },
  );
  const missing = loaded.profile.missing;
  const check = (name: keyof Values & string, label: string): React.JSX.Element => {
    const props = form.field(name);
    return (
      <li key={name} className="form-check">
        <input id={`field-${name}`} type="checkbox" checked={props.value === true} onChange={(event) => props.onChange(event.target.checked)} />
        <label htmlFor={`field-${name}`}>{label}</label>
      </li>
    );
  };

  return (
    <form noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-label={t('profile_page_title')} className="profile-form">
      <p role="status" className={missing.length === 0 ? 'notice' : 'notice notice-warning'}>
        {missing.length === 0 ? t('profile_complete') : t('profile_gaps', { gaps: gapsSentence(missing, sayWith(shared)) })}
      </p>
      {back !== undefined ? (
        <p>
          <Link to={back}>{t('back_to_offer')}</Link>
        </p>
      ) : null}
      <TextField
        {...form.field('first_name')}
        label={shared('profile_label_first_name')}
        autoComplete="given-name"
        maxLength={PROFILE_MAX.first_name}
        required={false}
      />
      <TextField
        {...form.field('last_name')}
        label={shared('profile_label_last_name')}
        autoComplete="family-name"
        maxLength={PROFILE_MAX.last_name}
        required={false}
      />
      <TextField
        {...form.field('phone')}
        label={shared('profile_label_phone')}
        type="tel"
        autoComplete="tel"
        hint={t('phone_hint')}
        maxLength={PROFILE_MAX.phone}
        required={false}
      />
      <div className="form-field profile-city">
        <p id="profile-city-current">{city === null ? t('city_none') : t('city_current', { city: city.name })}</p>
        {city !== null ? (
          <button type="button" className="btn btn-default btn-sm" onClick={() => setCity(null)}>
            {t('city_remove')}
          </button>
        ) : null}
        <PlaceField id="profile-city" kinds={CITY_ONLY} label={t('city_label')} onChoose={(place) => setCity({ code: place.code, name: place.name })} />
      </div>
      <fieldset className="form-field">
        <legend>{t('rhythm_title')}</legend>
        <p className="field-hint">{t('rhythm_hint')}</p>
        <fieldset>
          <legend>{t('days_label')}</legend>
          <ul className="check-list">{DAYS.map((day) => check(`day_${day}`, common(`day_${RHYTHM_FIELDS[day]}`)))}</ul>
        </fieldset>
        <fieldset>
          <legend>{t('slots_label')}</legend>
          <ul className="check-list">{SLOTS.map((slot) => check(`slot_${slot}`, common(`slot_${slot}`)))}</ul>
        </fieldset>
        <TextField {...form.field('hours')} label={t('hours_label')} hint={t('hours_hint')} maxLength={2} required={false} />
      </fieldset>
      <fieldset className="form-field">
        <legend>{t('student_label')}</legend>
        <ul className="check-list">{check('student', t('student_label'))}</ul>
        {form.values.student === true && loaded.types.length > 0 ? (
          <fieldset>
            <legend>{t('student_types_label')}</legend>
            <ul className="check-list">
              {loaded.types.map((type) => (
                <li key={type.slug} className="form-check">
                  <input
                    id={`field-type-${type.slug}`}
                    type="checkbox"
                    checked={types.includes(type.slug)}
                    onChange={(event) => setTypes((current) => (event.target.checked ? [...current, type.slug] : current.filter((slug) => slug !== type.slug)))}
                  />
                  <label htmlFor={`field-type-${type.slug}`}>{type.label}</label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </fieldset>
      <TextField
        {...form.field('presentation')}
        label={shared('profile_label_presentation')}
        hint={t('presentation_hint', { max: PROFILE_MAX.presentation })}
        multiline
        maxLength={PROFILE_MAX.presentation}
        required={false}
      />
      <FormFooter failure={form.failure} busy={form.busy} label={t('profile_save')} busyLabel={t('profile_saving')} done={saved ? t('profile_saved') : ''} />
    </form>
  );
}

function ProfileScreenReady({ search, onErased }: { search: string; onErased: () => void }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const call = useSessionCall();
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const load = React.useCallback(() => {
    setLoaded({ status: 'loading' });
    call(() =>
      Promise.all([
        apiRequest('profile'),
        contentRequest<{ data: StudentType[] }>('/student-job-types', {
          params: { locale, 'fields[0]': 'slug', 'fields[1]': 'label', sort: 'label' },
          token: null,
        }).catch(() => ({ data: [] })),
      ]),
    )
      .then(([profile, types]) => setLoaded({ status: 'ready', profile: profile.data, types: types.data }))
      .catch((error: unknown) => {
        if (!isSessionOver(error)) setLoaded({ status: 'failed', message: describeError(error, t).message });
      });
  }, [call, t, locale]);
  React.useEffect(load, [load]);

  if (loaded.status === 'loading') return <Loading text={t('profile_loading')} />;
  if (loaded.status === 'failed') return <LoadFailed message={loaded.message} onRetry={load} />;
  const update = (profile: Profile): void => setLoaded({ ...loaded, profile });
  return (
    <div className="account-profile">
      <ProfileForm loaded={loaded} search={search} onSaved={update} />
      <CvSection profile={loaded.profile} onChange={update} t={t} />
      <MyDataSection onErased={onErased} />
    </div>
  );
}

export function ProfileScreen({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  // Once the account is deleted, the session ends with it: the screen says what happened rather than ask to log in.
  const [erased, setErased] = React.useState(false);
  if (erased) return <ErasedNotice />;
  return <RequireSession lead={t('profile_login_lead')}>{() => <ProfileScreenReady search={search} onErased={() => setErased(true)} />}</RequireSession>;
}
