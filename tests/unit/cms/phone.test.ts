import { shownPhone, storedPhone } from '../../../cms/src/candidate/phone';

describe('a candidate’s phone number', () => {
  test('French without its country code, any country with it: stored in E.164', () => {
    expect(storedPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(storedPhone('06.12.34.56.78')).toBe('+33612345678');
    expect(storedPhone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(storedPhone('+44 7700 900123')).toBe('+447700900123');
    expect(storedPhone('+1 202 555 0143')).toBe('+12025550143');
  });
  test('a number no one can call is refused: too short, or outside France’s plan', () => {
    expect(storedPhone('123456')).toBeNull();
    expect(storedPhone('12 34 56 78 90')).toBeNull();
    expect(storedPhone('00 00 00 00 00')).toBeNull();
  });
  test('shown as its country writes it: France’s national format, the others international; an old value as it was', () => {
    expect(shownPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(shownPhone('+447700900123')).toBe('+44 7700 900123');
    expect(shownPhone('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(shownPhone(null)).toBeNull();
  });
});
