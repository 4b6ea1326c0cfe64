/**
 * The forms' mechanics (accounts, applying, the contact form): values, a yup schema with the generic
 * validation messages in the page's language (field labels as `${path}`), each error next to its field
 * (checked when the field is left, and all at once on sending, the focus then on the first wrong field),
 * the server's answer described by the feature (next to a field, or above the button), the sending state
 * (button disabled, progress announced). What was typed stays after a failure. yup comes with its own
 * script, fetched when a person first reaches into a form, not with the page (../i18n/yup-locale.ts).
 */
import * as React from 'react';
import type * as Yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/locale-context';
import { sayWith } from '../i18n/say';
import { useBrowserLayoutEffect, useTypedBeforeHydration } from './typed-before-hydration';

/** A failed send as the form shows it: next to a field, or above the button. */
export type Failure = { field?: string; message: string };

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

export type FieldProps = {
  name: string;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
  onBlur?: () => void;
};

export type Form<V extends Values, F extends Failure> = {
  values: V;
  field: (name: keyof V & string) => FieldProps;
  /** Sets one value from outside a field (a widget's answer), keeping what else was typed meanwhile. */
  setValue: (name: keyof V & string, value: string | boolean) => void;
  /** The form's own error (not a field's), shown above the buttons. */
  failure: F | null;
  busy: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  formRef: React.RefObject<HTMLFormElement>;
};

const isValidationError = (error: unknown): error is Yup.ValidationError => (error as { name?: unknown } | null)?.name === 'ValidationError';

/** yup and the site's messages for its rules: ../i18n/yup-locale.ts, loaded once, by the first form that needs it. */
type Rules = typeof import('../i18n/yup-locale');
let loading: Promise<Rules> | null = null;
let loaded: Rules | null = null;
const loadRules = (): Promise<Rules> =>
  (loading ??= import('../i18n/yup-locale').then((module) => {
    loaded = module;
    return module;
  }));

/** Runs `then` with yup's rules: at once when they are there, else once they have come (`failed` if they cannot). */
function withRules(then: (module: Rules) => void, failed: (error: unknown) => void = () => undefined): void {
  if (loaded !== null) then(loaded);
  else loadRules().then(then, failed);
}

/** The values in the form's fields when they differ from `values` (typed before it hydrated), else null. */
function typedIn<V extends Values>(form: HTMLFormElement, values: V): V | null {
  let typed: V | null = null;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const now = typeof value === 'boolean' && field instanceof HTMLInputElement ? field.checked : field.value;
    if (now !== value) typed = { ...(typed ?? values), [name]: now };
  }
  return typed;
}

/** What a person does that reaches into a form: its rules are fetched then, before the field is left. */
const REACH = ['focusin', 'pointerdown'] as const;

/**
 * A form of `initial` values checked by the schema `build` makes with yup (given, as yup comes with its
 * own script; yup reads its messages when a rule is made, so the schema is made after the page's locale
 * is set). `send` does the call; `describe` says what its failure means, given the form's fields.
 */
export function useForm<V extends Values, F extends Failure>(
  initial: V,
  build: (yup: typeof Yup) => Yup.ObjectSchema<V>,
  send: (values: V) => Promise<void>,
  describe: (error: unknown, fields: readonly string[]) => F,
): Form<V, F> {
  const { locale } = useLocale();
  const { t } = useTranslation('shared');
  const made = React.useRef<{ locale: string; schema: Yup.ObjectSchema<V> } | null>(null);
  // The schema, made once a language (`build` is a new function on every render).
  const schemaOf = ({ applyYupLocale, yup }: Rules): Yup.ObjectSchema<V> => {
    if (made.current?.locale !== locale) {
      applyYupLocale(sayWith(t));
      made.current = { locale, schema: build(yup) };
    }
    return made.current.schema;
  };
  const [values, setValues] = React.useState<V>(initial);
  const [errors, setErrors] = React.useState<Errors<V>>({});
  const [failure, setFailure] = React.useState<F | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const formRef = React.useRef<HTMLFormElement>(null);
  const names = Object.keys(initial);
  // The values sent: those of the last render, or those typed before the form hydrated (below), which a
  // send kept until then (src/boot/island.ts) must see before the form renders them.
  const latest = React.useRef(values);
  useBrowserLayoutEffect(() => {
    latest.current = values;
  });

  // A form built into the page's HTML (an island) may have been filled before its code came: what was
  // typed is the form's, and the person is in the form already, so its rules are fetched.
  useTypedBeforeHydration(() => {
    const form = formRef.current;
    if (form === null) return;
    const typed = typedIn(form, latest.current);
    if (typed !== null) {
      latest.current = typed;
      setValues(typed);
    }
    if (typed !== null || form.contains(document.activeElement)) void loadRules();
  });

  // After a refused send, the focus goes to the first field in error.
  React.useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  React.useEffect(() => {
    const form = formRef.current;
    if (form === null) return undefined;
    const reach = (): void => void loadRules();
    REACH.forEach((type) => form.addEventListener(type, reach, { once: true, passive: true }));
    return () => REACH.forEach((type) => form.removeEventListener(type, reach));
  }, []);

  const checkField = (name: keyof V & string, next: V): void =>
    withRules((module) => {
      try {
        schemaOf(module).validateSyncAt(name, next);
        setErrors((current) => ({ ...current, [name]: undefined }));
      } catch (error) {
        if (isValidationError(error)) setErrors((current) => ({ ...current, [name]: error.message }));
      }
    });

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // A field in error is checked again as it is corrected.
      if (errors[name] !== undefined) checkField(name, next);
    },
    onBlur: () => {
      if (values[name] !== initial[name]) checkField(name, values);
    },
  });

  const submit = (schema: Yup.ObjectSchema<V>): void => {
    let checked: V;
    try {
      checked = schema.validateSync(latest.current, { abortEarly: false }) as V;
    } catch (error) {
      setBusy(false);
      if (!isValidationError(error)) throw error;
      // One message a field: a missing value says so first, else the first rule broken.
      const found: Errors<V> = {};
      for (const inner of [...error.inner].sort((a, b) => Number(b.type === 'required') - Number(a.type === 'required'))) {
        const path = inner.path as (keyof V & string) | undefined;
        if (path !== undefined && found[path] === undefined) found[path] = inner.message;
      }
      setErrors(found);
      setFailure(null);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    send(checked)
      .catch((error: unknown) => {
        const described = describe(error, names);
        if (described.field !== undefined) {
          setErrors({ [described.field]: described.message } as Errors<V>);
          setAttempt((count) => count + 1);
        } else setFailure(described);
      })
      .finally(() => setBusy(false));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    // Pressed before yup came (its script still on its way): busy until it has, then checked and sent.
    if (loaded === null) setBusy(true);
    withRules(
      (module) => submit(schemaOf(module)),
      (error: unknown) => {
        setBusy(false);
        setFailure(describe(error, names));
      },
    );
  };

  const setValue = (name: keyof V & string, value: string | boolean): void => setValues((current) => ({ ...current, [name]: value }));

  return { values, field, setValue, failure, busy, onSubmit, formRef };
}

/** A field's error, under it; the field names it in its aria-describedby (`<id>-error`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }): React.JSX.Element | null {
  if (error === undefined) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

type InputProps = FieldProps & {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'datetime-local';
  /** A text of several lines (a textarea of `rows` lines). */
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
};

/** A labelled input (or textarea) with its hint and its error, tied to it for screen readers. */
export function TextField({
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  type = 'text',
  multiline = false,
  rows = 5,
  maxLength,
  autoComplete,
  hint,
  required = true,
}: InputProps): React.JSX.Element {
  const id = `field-${name}`;
  const described = [hint !== undefined ? `${id}-hint` : '', error !== undefined ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value: String(value),
    maxLength,
    autoComplete,
    required,
    'aria-required': required,
    'aria-invalid': error !== undefined,
    'aria-describedby': described === '' ? undefined : described,
    onBlur,
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} spellCheck={type === 'email' ? false : undefined} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A required box to tick (consent), its error under it. */
export function CheckField({
  name,
  value,
  error,
  onChange,
  label,
  required = true,
}: FieldProps & { label: React.ReactNode; required?: boolean }): React.JSX.Element {
  const id = `field-${name}`;
  return (
    <div className="form-field form-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={value === true}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The form's own failure (with the action that may fix it) and its send button with progress. */
export function FormFooter({
  failure,
  busy,
  label,
  busyLabel,
  done = '',
  children,
}: {
  failure: Failure | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** What a success says (« Profil enregistré. »), next to the button where the eyes are, and to screen readers. */
  done?: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <>
      <div role="alert" className="form-failure">
        {failure !== null ? (
          <>
            <p>{failure.message}</p>
            {children}
          </>
        ) : null}
      </div>
      <p className="form-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </p>
      <p role="status" className={busy || done === '' ? 'visually-hidden' : 'form-done'}>
        {busy ? busyLabel : done}
      </p>
    </>
  );
}
