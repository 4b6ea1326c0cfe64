/**
 * The generic validation messages of yup's rules, from the shared catalogue (the `rule_*` messages of the
 * shared package's messages/<language>/shared.json, which the CMS says too), with yup's values printed
 * as yup prints them. yup reads a message when a rule is added, so a form applies the page's messages with
 * `applyYupLocale` before it builds its schema.
 */
import * as yup from 'yup';
import type { Say, SharedKey } from '@rythmo/site-map';

/** yup itself, for the forms that load it with this module (../components/form.tsx). */
export { yup };

/** Each rule's message, said with its parameters (the field's label as `path`). */
type Rule = (params: object) => string;

export function yupLocale(say: Say): yup.LocaleObject {
  const rule =
    (key: SharedKey): Rule =>
    (params) =>
      say(key, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, yup.printValue(value)])));
  return {
    mixed: {
      default: rule('rule_default'),
      required: rule('rule_required'),
      defined: rule('rule_defined'),
      notNull: rule('rule_not_null'),
      oneOf: rule('rule_one_of'),
      notOneOf: rule('rule_not_one_of'),
      notType: rule('rule_not_type'),
    },
    string: {
      length: rule('rule_length'),
      min: rule('rule_min_length'),
      max: rule('rule_max_length'),
      matches: rule('rule_matches'),
      email: rule('rule_email'),
      url: rule('rule_url'),
      uuid: rule('rule_uuid'),
      trim: rule('rule_trim'),
      lowercase: rule('rule_lowercase'),
      uppercase: rule('rule_uppercase'),
    },
    number: {
      min: rule('rule_number_min'),
      max: rule('rule_number_max'),
      lessThan: rule('rule_less_than'),
      moreThan: rule('rule_more_than'),
      positive: rule('rule_positive'),
      negative: rule('rule_negative'),
      integer: rule('rule_integer'),
    },
    date: { min: rule('rule_date_min'), max: rule('rule_date_max') },
    boolean: { isValue: rule('rule_is_value') },
    object: { noUnknown: rule('rule_no_unknown') },
    array: { min: rule('rule_array_min'), max: rule('rule_array_max'), length: rule('rule_array_length') },
  };
}

export function applyYupLocale(say: Say): void {
  yup.setLocale(yupLocale(say));
}
