import { claimFloor } from '../../../src/sections/claim-floor';

test('a claim of offers says a round number below the count: its two first digits; the count itself under 100', () => {
  expect(claimFloor(1623)).toBe(1600);
  expect(claimFloor(1600)).toBe(1600);
  expect(claimFloor(23_456)).toBe(23_000);
  expect(claimFloor(150)).toBe(150);
  expect(claimFloor(87)).toBe(87);
  expect(claimFloor(0)).toBe(0);
});
