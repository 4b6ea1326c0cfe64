import type { TFunction } from 'i18next';
import type { Say } from '@rythmo/site-map';

/** The site's `t` of the shared namespace as the shared package's sentences and yup's rules take it. */
export const sayWith =
  (t: TFunction<'shared'>): Say =>
  (key, values) =>
    t(key, { ...values });
