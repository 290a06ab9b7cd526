// Whether a key's name says its value is a secret, in any case style: `FOO_DB_PASSWORD`,
// `foo-password`, `fooPassword`, `db.password`, `PGPASSWORD`, `Datadog API key`, `密码`. The key is
// split into lower-case words and its last words are looked up in the vocabulary (vocabulary.ts).
import { ENV_KEY_SUFFIX, NOT_SECRET_BEFORE, PUBLIC_WORDS, SECRET_NAMES, TRAILING_WORDS, type KeyStrength } from './vocabulary.ts';

interface Name {
  words: string[];
  strength: KeyStrength;
  /** Must be a word of its own, not the end of a compound. */
  word: boolean;
}

const NAMES: Name[] = SECRET_NAMES.map((n) => ({ words: n.words.split(' '), strength: n.strength, word: Boolean(n.word) }))
  // Longer names first: `client secret` before `secret`.
  .sort((a, b) => b.words.length - a.words.length || b.words.join('').length - a.words.join('').length);
const TRAILING = new Set(TRAILING_WORDS);
const NOT_BEFORE = new Set(NOT_SECRET_BEFORE);
const PUBLIC = new Set(PUBLIC_WORDS);

/** `FOO_DB_PASSWORD`, `clientSecret`, `x-api-key`, `HTTPProxyToken` → lower-case words. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The last word ends with `tail` as the end of a compound (`pgpassword`), or is it. */
function endsWith(word: string, tail: string, whole: boolean): boolean {
  return whole ? word === tail : word.endsWith(tail);
}

/** Does `words` end with the name (the last word of the name may end a compound)? */
function matches(words: string[], name: Name): number {
  const n = name.words.length;
  if (words.length < n) {
    // `apikey`, `clientsecret`: a multi-word name written as one word.
    const last = words[words.length - 1];
    return n > 1 && last !== undefined && last.endsWith(name.words.join('')) ? 1 : 0;
  }
  for (let i = 0; i < n - 1; i++) if (words[words.length - n + i] !== name.words[i]) return n > 1 && words[words.length - 1].endsWith(name.words.join('')) ? 1 : 0;
  return endsWith(words[words.length - 1], name.words[n - 1], name.word || n > 1) || (n === 1 && !name.word && words[words.length - 1].endsWith(name.words[0])) ? n : 0;
}

/**
 * How strongly the key names a secret; undefined when it does not. `envStyle`: the key was written
 * in upper case with underscores (`STRIPE_KEY`), where a `_KEY` suffix names a service's key.
 */
export function secretKeyStrength(key: string): KeyStrength | undefined {
  if (!key || key.length > 80) return undefined;
  let words = keyWords(key);
  if (words.length === 0 || words.some((w) => PUBLIC.has(w))) return undefined;
  // `SECRET_VALUE`, `API_KEY_B64`: a trailing word that keeps the name.
  if (words.length > 1 && TRAILING.has(words[words.length - 1])) words = words.slice(0, -1);
  for (const name of NAMES) {
    const n = matches(words, name);
    if (!n) continue;
    if (name.strength === 'weak') {
      const before = words[words.length - n - 1];
      if (before !== undefined && NOT_BEFORE.has(before)) return undefined;
      // `tokens`, `secrets` are words of their own; the name must end the key.
    }
    return name.strength;
  }
  const last = words[words.length - 1];
  if (last === ENV_KEY_SUFFIX && words.length > 1 && /^[A-Z][A-Z0-9_]*_KEY$/.test(key)) {
    return NOT_BEFORE.has(words[words.length - 2]) ? undefined : 'weak';
  }
  return undefined;
}
