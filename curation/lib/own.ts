// A table's own entry, never one an object inherits: a word from a session ("constructor",
// "toString") looked up in a table of words must find nothing, not Object's methods.
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
