import seedrandom from 'seedrandom';

/** A deterministic random source: the same seed always yields the same content. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  chance(probability: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRandom(seed: string): Random {
  const rng = seedrandom(seed);
  const next = (): number => rng();
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)];
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target <= 0) return item;
      }
      return items[items.length - 1];
    },
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return out;
    },
  };
}
