import type { MessageKey } from '../../i18n/messages';

const PAY_KEY: Record<string, MessageKey> = { hour: 'offer_pay_hour', day: 'offer_pay_day', month: 'offer_pay_month' };

/** The message of an offer's pay for its unit (per hour when the CMS gives none). */
export const payKey = (unit: string | null | undefined): MessageKey => PAY_KEY[unit ?? 'hour'] ?? 'offer_pay_hour';
