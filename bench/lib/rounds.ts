// Every speed figure of the benches is the best of several rounds of at least ~1 s each: the
// machine is shared, and the best round is the one least disturbed by neighbours.
export const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 2 : 5;
const MIN_ROUND_MS = QUICK ? 200 : 1000;

/** How many times per second `pass` runs, best of the rounds; each round repeats it for ≥ MIN_ROUND_MS. */
export async function bestPassesPerSecond(pass: () => unknown): Promise<number> {
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let passes = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      const result = pass();
      if (result instanceof Promise) await result;
      passes++;
      elapsed = performance.now() - start;
    } while (elapsed < MIN_ROUND_MS);
    best = Math.max(best, passes / (elapsed / 1000));
  }
  return best;
}
