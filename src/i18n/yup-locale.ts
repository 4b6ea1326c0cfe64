/**
 * The generic validation messages, in French and English, for every rule of yup.
 * yup reads a message when a rule is added, so a form applies the page's language with `applyYupLocale`
 * before it builds its schema.
 */
import { setLocale, type LocaleObject } from 'yup';
import type { Locale } from '@rythmo/site-map';

export const YUP_LOCALES: Record<Locale, LocaleObject> = {
  fr: {
    mixed: {
      default: '${path} est invalide',
      required: '${path} est un champ requis',
      defined: '${path} doit être défini',
      notNull: '${path} ne peut pas être vide',
      oneOf: '${path} doit être l’une des valeurs suivantes : ${values}',
      notOneOf: '${path} ne doit pas être l’une des valeurs suivantes : ${values}',
      notType: '${path} doit être de type ${type}',
    },
    string: {
      length: '${path} doit contenir exactement ${length} caractères',
      min: '${path} doit contenir au moins ${min} caractères',
      max: '${path} doit contenir au plus ${max} caractères',
      matches: '${path} doit respecter le format : « ${regex} »',
      email: '${path} doit être un e-mail valide',
      url: '${path} doit être une URL valide',
      uuid: '${path} doit être un UUID valide',
      trim: '${path} ne doit pas commencer ni finir par une espace',
      lowercase: '${path} doit être en minuscules',
      uppercase: '${path} doit être en majuscules',
    },
    number: {
      min: '${path} doit être supérieur ou égal à ${min}',
      max: '${path} doit être inférieur ou égal à ${max}',
      lessThan: '${path} doit être inférieur à ${less}',
      moreThan: '${path} doit être supérieur à ${more}',
      positive: '${path} doit être un nombre positif',
      negative: '${path} doit être un nombre négatif',
      integer: '${path} doit être un nombre entier',
    },
    date: { min: '${path} doit être postérieur au ${min}', max: '${path} doit être antérieur au ${max}' },
    boolean: { isValue: '${path} doit valoir ${value}' },
    object: { noUnknown: '${path} contient des champs inconnus : ${unknown}' },
    array: {
      min: '${path} doit contenir au moins ${min} éléments',
      max: '${path} doit contenir au plus ${max} éléments',
      length: '${path} doit contenir ${length} éléments',
    },
  },
  en: {
    mixed: {
      default: '${path} is invalid',
      required: '${path} is a required field',
      defined: '${path} must be defined',
      notNull: '${path} cannot be null',
      oneOf: '${path} must be one of the following values: ${values}',
      notOneOf: '${path} must not be one of the following values: ${values}',
      notType: '${path} must be a `${type}` type',
    },
    string: {
      length: '${path} must be exactly ${length} characters',
      min: '${path} must be at least ${min} characters',
      max: '${path} must be at most ${max} characters',
      matches: '${path} must match the following: "${regex}"',
      email: '${path} must be a valid email',
      url: '${path} must be a valid URL',
      uuid: '${path} must be a valid UUID',
      trim: '${path} must be a trimmed string',
      lowercase: '${path} must be a lowercase string',
      uppercase: '${path} must be a upper case string',
    },
    number: {
      min: '${path} must be greater than or equal to ${min}',
      max: '${path} must be less than or equal to ${max}',
      lessThan: '${path} must be less than ${less}',
      moreThan: '${path} must be greater than ${more}',
      positive: '${path} must be a positive number',
      negative: '${path} must be a negative number',
      integer: '${path} must be an integer',
    },
    date: { min: '${path} field must be later than ${min}', max: '${path} field must be at earlier than ${max}' },
    boolean: { isValue: '${path} field must be ${value}' },
    object: { noUnknown: '${path} field has unspecified keys: ${unknown}' },
    array: {
      min: '${path} field must have at least ${min} items',
      max: '${path} field must have less than or equal to ${max} items',
      length: '${path} must have ${length} items',
    },
  },
};

export function applyYupLocale(locale: Locale): void {
  setLocale(YUP_LOCALES[locale]);
}
