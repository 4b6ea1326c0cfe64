/**
 * The round number a claim of offers may say of a count: its two first digits, the rest zeros (1 623 →
 * 1 600, 23 456 → 23 000); under 100, the count itself. « Plus de » only when the count is above it.
 */
export const claimFloor = (total: number): number => {
  if (total < 100) return total;
  const step = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.floor(total / step) * step;
};
