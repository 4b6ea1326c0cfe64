import { frenchDayEnd, frenchToday } from '@rythmo/site-map';

test('a French day ends at the next midnight in France: 23:00 UTC in winter, 22:00 UTC in summer', () => {
  expect(frenchDayEnd('2026-12-04').toISOString()).toBe('2026-12-04T23:00:00.000Z');
  expect(frenchDayEnd('2026-07-14').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  // The last day of a month, of a year.
  expect(frenchDayEnd('2026-06-30').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  expect(frenchDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
});

test('around the changes of time, the end is the first instant frenchToday puts after the day', () => {
  // Summer time starts on 29 March 2026 at 2:00 (its midnight is still winter's), ends on 25 October at 3:00.
  for (const day of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25']) {
    const end = frenchDayEnd(day);
    expect(frenchToday(end) > day).toBe(true);
    expect(frenchToday(new Date(end.getTime() - 1))).toBe(day);
  }
  expect(frenchDayEnd('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  expect(frenchDayEnd('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z');
});
