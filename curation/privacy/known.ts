// Values known to be secret, found again wherever they occur, bare: once `hunter2` was seen as a
// password, "try hunter2 again" and "2. hunter2" lose it too. A set holds values in clear (learnt
// in this process; never written) and values only as salted hashes (remembered from earlier runs,
// see store.ts). Both are found the same way: every candidate substring of a text (a word, or a
// part of one between delimiters such as `=`, `:`, `@`, `/`) gets a 32-bit fingerprint computed
// from prefix sums in O(1); a fingerprint that matches is then checked exactly (the clear value,
// or the HMAC of the candidate). One pass over the text, whatever the number of values.
import { createHmac } from 'node:crypto';
import type { Span } from './detectors.ts';

interface Entry {
  kind: string;
  /** The value in clear (learnt in this process), or its HMAC (from the store). */
  value?: string;
  hash?: string;
  /** A value with spaces: its word count, found by joining words after its first. */
  words?: number;
}

/** What the store keeps of a value: never the value. */
export interface HashedSecret {
  kind: string;
  /** Fingerprint of the value (32 bits, keyed by the store's salt): a fast first filter. */
  fp: number;
  /** HMAC-SHA256 of the value under the store's salt, 128 bits in hex: the exact check. */
  hash: string;
  /** Its length (of its first word, for a phrase): what candidates are worth hashing. */
  length: number;
  /** For a phrase (a value with spaces): the fingerprint of its first word and its word count. */
  anchor?: number;
  words?: number;
}

export const MIN_KNOWN_LENGTH = 4;
const MAX_KNOWN_LENGTH = 1000;
const MAX_PHRASE_WORDS = 8;
const WINDOW = 4096;

// Where a value may start or end inside a run without spaces: after `KEY=`, `user:`, a quote or an
// opening bracket; before `@host`, a quote, a closing bracket, `,` or `;`; and before the full stop
// or colon that ends a sentence. (Not at `-`, `.`, `+`, `$`…: values hold those; each extra cut
// multiplies the candidates of code-dense text.)
const STARTS_AFTER = new Uint8Array(128);
for (const c of '=:@/"\'`([{<,;|') STARTS_AFTER[c.charCodeAt(0)] = 1;
const ENDS_BEFORE = new Uint8Array(128);
for (const c of ':@/"\'`)]}>,;|') ENDS_BEFORE[c.charCodeAt(0)] = 1;
const TRAILING = new Uint8Array(128);
for (const c of '.:!?,;)]}"\'`>') TRAILING[c.charCodeAt(0)] = 1;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;
}

/** Collapses whitespace: a phrase is matched whatever spaces or line breaks separate its words. */
export function normalisePhrase(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export class SecretSet {
  private readonly key: Buffer;
  private readonly base: number;
  private readonly seed: number;
  private readonly byPrint = new Map<number, Entry[]>();
  private readonly anchors = new Map<number, Entry[]>();
  private readonly clear = new Map<string, string>();
  private pow = new Int32Array([1]);
  /** 1 at each length a value has: candidates of other lengths are not hashed. */
  private lengths = new Uint8Array(1);
  private minLength = Infinity;
  private maxLength = 0;

  /** `key`: the store's salt; fingerprints and hashes of one store only match under its key. */
  constructor(key: Buffer) {
    this.key = key;
    this.base = (key.readUInt32LE(0) | 1) >>> 0;
    this.seed = key.readInt32LE(4);
  }

  get size(): number {
    let n = 0;
    for (const list of this.byPrint.values()) n += list.length;
    return n;
  }

  /** The values held in clear, with their kinds (for the store and for other workers). */
  values(): [string, string][] {
    return [...this.clear];
  }

  fingerprint(s: string): number {
    let h = this.seed;
    for (let i = 0; i < s.length; i++) h = (Math.imul(h, this.base) + s.charCodeAt(i)) | 0;
    return h;
  }

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex').slice(0, 32);
  }

  has(value: string): boolean {
    const v = normalisePhrase(value);
    return this.clear.has(v) || (this.byPrint.get(this.fingerprint(v)) ?? []).some((e) => e.hash !== undefined && e.hash === this.hash(v));
  }

  /** What the store keeps of a value. */
  hashed(value: string, kind: string): HashedSecret {
    const v = normalisePhrase(value);
    const words = v.split(' ');
    return { kind, fp: this.fingerprint(v), hash: this.hash(v), length: words[0].length, ...(words.length > 1 ? { anchor: this.fingerprint(words[0]), words: words.length } : {}) };
  }

  private prefixBuffer: Int32Array | undefined;

  private grow(length: number): void {
    this.minLength = Math.min(this.minLength, length);
    this.maxLength = Math.max(this.maxLength, length);
    if (this.lengths.length <= length) {
      const lengths = new Uint8Array(Math.max(length + 1, this.lengths.length * 2));
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    this.lengths[length] = 1;
    if (this.pow.length <= this.maxLength) {
      const pow = new Int32Array(this.maxLength + 1);
      pow[0] = 1;
      for (let i = 1; i < pow.length; i++) pow[i] = Math.imul(pow[i - 1], this.base);
      this.pow = pow;
    }
  }

  private put(fp: number, entry: Entry, anchor?: number): void {
    const list = this.byPrint.get(fp);
    if (list) list.push(entry);
    else this.byPrint.set(fp, [entry]);
    if (anchor !== undefined) {
      const a = this.anchors.get(anchor);
      if (a) a.push(entry);
      else this.anchors.set(anchor, [entry]);
    }
  }

  /** A value seen as a secret in this process. */
  addValue(value: string, kind: string): void {
    const v = normalisePhrase(value);
    if (v.length < MIN_KNOWN_LENGTH || v.length > MAX_KNOWN_LENGTH || this.clear.has(v)) return;
    this.clear.set(v, kind);
    const words = v.split(' ');
    if (words.length > MAX_PHRASE_WORDS) return;
    const entry: Entry = { kind, value: v, ...(words.length > 1 ? { words: words.length } : {}) };
    this.grow(words.length > 1 ? words[0].length : v.length);
    this.put(this.fingerprint(v), entry, words.length > 1 ? this.fingerprint(words[0]) : undefined);
  }

  /** A value remembered by the store, known only by its hash. */
  addHashed(secret: HashedSecret): void {
    const entry: Entry = { kind: secret.kind, hash: secret.hash, ...(secret.words ? { words: secret.words } : {}) };
    this.grow(secret.length);
    this.put(secret.fp, entry, secret.anchor);
  }

  private matches(entry: Entry, candidate: string): boolean {
    return entry.value !== undefined ? entry.value === candidate : entry.hash === this.hash(candidate);
  }

  /** Spans of every known value in `text` (kind: the kind it was first found as). */
  find(text: string, out: Span[]): void {
    if (this.byPrint.size === 0 || text.length < this.minLength) return;
    const n = text.length;
    // (One buffer for every call: `find` runs on every string written, most of them short.)
    const prefix = (this.prefixBuffer ??= new Int32Array(WINDOW + 1));
    let i = 0;
    while (i < n) {
      while (i < n && isSpace(text.charCodeAt(i))) i++;
      const start = i;
      while (i < n && !isSpace(text.charCodeAt(i))) i++;
      if (i - start >= this.minLength) {
        // A very long run (minified code, a blob) is read in overlapping windows.
        for (let w = start; w < i; w += WINDOW - Math.min(this.maxLength, WINDOW / 2)) {
          this.findInRun(text, w, Math.min(i, w + WINDOW), prefix, out);
          if (w + WINDOW >= i) break;
        }
      }
      if (this.anchors.size && i > start) this.findPhrases(text, start, i, out);
    }
  }

  /** Candidates inside one run without spaces: from its start or after a delimiter, to its end or before one. */
  private findInRun(text: string, from: number, to: number, prefix: Int32Array, out: Span[]): void {
    prefix[0] = this.seed;
    const starts: number[] = [from];
    const ends: number[] = [];
    for (let k = 0; k < to - from; k++) {
      const c = text.charCodeAt(from + k);
      prefix[k + 1] = (Math.imul(prefix[k], this.base) + c) | 0;
      if (c < 128) {
        if (ENDS_BEFORE[c] === 1) ends.push(from + k);
        if (STARTS_AFTER[c] === 1) starts.push(from + k + 1);
      }
    }
    // The run's end, and its end before trailing punctuation ("hunter2." "hunter2),").
    let trimmed = to;
    while (trimmed > from && text.charCodeAt(trimmed - 1) < 128 && TRAILING[text.charCodeAt(trimmed - 1)] === 1) trimmed--;
    if (trimmed !== to && ends[ends.length - 1] !== trimmed) ends.push(trimmed);
    ends.push(to);
    ends.sort((x, y) => x - y);
    let covered = from;
    for (const s of starts) {
      if (s < covered) continue;
      for (const e of ends) {
        const len = e - s;
        if (len < this.minLength) continue;
        if (len > this.maxLength) break;
        if (this.lengths[len] !== 1) continue;
        // prefix[e] - prefix[s]·B^len holds the characters only; the seed term makes it a fingerprint.
        const h = (prefix[e - from] - Math.imul(prefix[s - from], this.pow[len]) + Math.imul(this.seed, this.pow[len])) | 0;
        const list = this.byPrint.get(h);
        if (!list) continue;
        const candidate = text.slice(s, e);
        const entry = list.find((x) => !x.words && this.matches(x, candidate));
        if (!entry) continue;
        out.push({ start: s, end: e, kind: entry.kind, priority: 1 });
        covered = e;
        break;
      }
    }
  }

  /** A phrase (a value with spaces) whose first word starts here: join the words after it. */
  private findPhrases(text: string, from: number, to: number, out: Span[]): void {
    let first = from;
    while (first < to && /["'`(\[{<“«]/.test(text[first])) first++;
    const word = text.slice(first, to);
    const candidates = this.anchors.get(this.fingerprint(word));
    if (!candidates) return;
    for (const entry of candidates) {
      const words = [word];
      let at = to;
      let last = to;
      while (words.length < (entry.words ?? 0) && at < text.length) {
        while (at < text.length && isSpace(text.charCodeAt(at))) at++;
        const s = at;
        while (at < text.length && !isSpace(text.charCodeAt(at))) at++;
        if (at === s) break;
        words.push(text.slice(s, at));
        last = at;
      }
      if (words.length !== entry.words) continue;
      // The last word may carry punctuation after it (`staple".`, `staple,`).
      const phrase = words.join(' ');
      for (let trim = 0; trim <= 3 && trim < phrase.length; trim++) {
        const candidate = trim ? phrase.slice(0, -trim) : phrase;
        if (this.matches(entry, candidate)) {
          out.push({ start: first, end: last - trim, kind: entry.kind, priority: 1 });
          return;
        }
      }
    }
  }
}
