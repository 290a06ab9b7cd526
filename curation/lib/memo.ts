// A function's results kept by argument, up to a bound: past it the cache starts again, so a long
// run over a huge corpus does not keep every string it ever saw.
export function memoize<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size > max) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
