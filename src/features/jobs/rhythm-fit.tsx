import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { rhythmGaps, type Availability } from '@rythmo/site-map';
import { DAY_KEYS, SLOT_KEYS, type OfferCardData } from './offer-card';

/** Whether an offer fits the candidate's rhythm, or what of it does not (« Selon mon rythme »). */
export function RhythmFit({ rhythm, availability }: { rhythm: NonNullable<OfferCardData['rhythm']>; availability: Availability }): React.JSX.Element {
  const { t } = useTranslation('common');
  const gaps = rhythmGaps(rhythm, availability);
  const parts = [
    ...gaps.days.map((day) => t(DAY_KEYS[day])),
    ...gaps.slots.map((slot) => t(SLOT_KEYS[slot])),
    ...(gaps.hours === null ? [] : [t('offer_hours', { count: gaps.hours })]),
  ];
  return (
    <p className={`rhythm-fit${parts.length === 0 ? ' rhythm-fits' : ''}`}>
      {parts.length === 0 ? t('rhythm_fits') : t('rhythm_outside', { parts: parts.join(', ') })}
    </p>
  );
}
