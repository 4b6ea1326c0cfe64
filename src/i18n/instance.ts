import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { I18NEXT_OPTIONS } from './options';

/** An i18next instance over messages already at hand, ready at once (no backend to wait for). */
export function messagesInstance(resources: Resource, language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...I18NEXT_OPTIONS, resources, lng: language, fallbackLng: false, initImmediate: false });
  return instance;
}
