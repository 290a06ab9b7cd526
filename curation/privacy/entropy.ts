// Tells random tokens (keys, passwords, signed blobs) from the long strings people write on
// purpose (identifiers, paths, hashes). Used by the `high-entropy` detector and by the
// specific detectors whose prefixes also start ordinary words (`sk-`, `hf_`).

/** Shannon entropy of the string's characters, in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const UPPER = 1;
const LOWER = 2;
const DIGIT = 4;
const OTHER = 8;

function classOf(c: number): number {
  if (c >= 65 && c <= 90) return UPPER;
  if (c >= 97 && c <= 122) return LOWER;
  if (c >= 48 && c <= 57) return DIGIT;
  return OTHER;
}

export interface TokenShape {
  upper: boolean;
  lower: boolean;
  digit: boolean;
  other: boolean;
  /** Share of neighbouring characters that change class (upper/lower/digit/other). Random
   *  base64 sits near 0.6; camelCase identifiers and words sit well below 0.35. */
  transitions: number;
}

export function tokenShape(s: string): TokenShape {
  let mask = 0;
  let changes = 0;
  let previous = -1;
  for (let i = 0; i < s.length; i++) {
    const k = classOf(s.charCodeAt(i));
    mask |= k;
    if (previous !== -1 && k !== previous) changes++;
    previous = k;
  }
  return {
    upper: (mask & UPPER) !== 0,
    lower: (mask & LOWER) !== 0,
    digit: (mask & DIGIT) !== 0,
    other: (mask & OTHER) !== 0,
    transitions: s.length > 1 ? changes / (s.length - 1) : 0,
  };
}

const HEX_OR_UUID = /^[0-9a-fA-F-]+$/;

/** Thresholds of the `high-entropy` detector, tuned on the sample corpora (see README.md in
 *  this folder): random base64 of 32+ characters clears both easily, identifiers and paths
 *  with a digit in them do not. */
export const MIN_RANDOM_LENGTH = 32;
export const MIN_ENTROPY = 4.2;
export const MIN_TRANSITIONS = 0.4;

/**
 * True when a run of base64/base64url characters looks like a random token. Hex (git SHAs,
 * content hashes) and UUIDs are never flagged on their own: they are everywhere in sessions
 * and almost never secret; a hex secret is still caught when it is assigned to a secret-looking
 * key (`secret-assignment`) or has a known prefix.
 */
export function looksRandom(token: string): boolean {
  if (token.length < MIN_RANDOM_LENGTH) return false;
  if (HEX_OR_UUID.test(token)) return false;
  const shape = tokenShape(token);
  // Random base62/64 of this length all but always holds upper, lower and digit.
  if (!shape.upper || !shape.lower || !shape.digit) return false;
  if (shape.transitions < MIN_TRANSITIONS) return false;
  // Entropy is measured on at most 256 characters: enough to judge, and bounded cost.
  return shannonEntropy(token.length > 256 ? token.slice(0, 256) : token) >= MIN_ENTROPY;
}

/** A shorter token after a known prefix (`sk-…`, `hf_…`): mixed enough not to be a word. */
export function looksGenerated(body: string): boolean {
  const shape = tokenShape(body);
  if (!shape.digit && !(shape.upper && shape.lower)) return false;
  // `sk-learn-2024-roadmap`: every hyphenated part a plain word or number is prose, not a key.
  const parts = body.split(/[-_]/).filter(Boolean);
  return !parts.every((p) => /^[a-z]+$/.test(p) || /^\d+$/.test(p) || /^[A-Z][a-z]+$/.test(p));
}
