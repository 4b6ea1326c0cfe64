import { payKey } from '../../../src/features/jobs/offer-pay';

test('an offer shows its pay in its own unit, per hour when the CMS gives none', () => {
  expect(payKey('hour')).toBe('offer_pay_hour');
  expect(payKey('day')).toBe('offer_pay_day');
  expect(payKey('month')).toBe('offer_pay_month');
  expect(payKey(null)).toBe('offer_pay_hour');
});
