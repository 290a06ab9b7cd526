// The secret detectors. Each names a kind (what `[REDACTED:<kind>]` says), the literal strings
// that must occur for it to be worth running (redact.ts finds them all in one regex pass: most
// messages hold none, so most patterns never run), and how to find its spans.
import { MIN_RANDOM_LENGTH, MIN_TRANSITIONS, looksGenerated, looksRandom, tokenShape } from './entropy.ts';
import { wrappedTokens } from './wrapped.ts';
import { isPlaceholder, looksCredential } from './values.ts';
import { PROSE_SECRET, SECRET_ASSIGNMENT, SECRET_FLAG } from './assignments.ts';
import { asText, decodeBase64, isPublicContent, isPublicValue, isUserPassword } from './encoded.ts';

/** Part of the text to replace. `priority`: on overlap the lower number wins (specific formats
 *  before context rules before the entropy guess). A span of kind `PUBLIC` marks text known not
 *  to be secret (a certificate): it only keeps the entropy guess out, nothing is replaced. */
export interface Span {
  start: number;
  end: number;
  kind: string;
  priority: number;
}

export const PUBLIC = '';
const PRIORITY_PUBLIC = 1.5;

export interface Detector {
  kind: string;
  /** Only run when one of these literals occurs in the text (case-sensitive); always when absent. */
  triggers?: readonly string[];
  find(text: string, out: Span[]): void;
}

// A token starts where no word character precedes it, or right after a JSON/shell escape such
// as `\n` (sessions are full of escaped text: `"…\nghp_…"` must still be caught).
const START = String.raw`(?<=^|[^A-Za-z0-9_]|\\[nrt])`;
// (A hyphen before a token does not hide it: `x-ghp_…`, `--sk-…` are still tokens.)
const START_NO_HYPHEN = START;
const END = String.raw`(?![A-Za-z0-9_])`;

interface PatternSpec {
  kind: string;
  triggers?: readonly string[];
  source: string;
  flags?: string;
  /** Capture group(s) holding the secret (the first that took part); the whole match when absent. */
  group?: number | number[];
  priority?: number;
  accept?(secret: string): boolean;
}

function pattern(spec: PatternSpec): Detector {
  const re = new RegExp(spec.source, `gd${spec.flags ?? ''}`);
  const groups = Array.isArray(spec.group) ? spec.group : [spec.group ?? 0];
  const priority = spec.priority ?? 0;
  return {
    kind: spec.kind,
    triggers: spec.triggers,
    find(text, out) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        if (m[0].length === 0) re.lastIndex++;
        const group = groups.find((g) => m![g] !== undefined);
        const range = group === undefined ? undefined : m.indices?.[group];
        if (!range || range[1] <= range[0]) continue;
        const secret = text.slice(range[0], range[1]);
        if (spec.accept && !spec.accept(secret)) continue;
        out.push({ start: range[0], end: range[1], kind: spec.kind, priority });
      }
    },
  };
}

const PEM_BEGIN = /-----BEGIN ([A-Z0-9 ]{1,40})-----/g;
const PEM_END = /-----END [A-Z0-9 ]{1,40}-----/g;
const PRIVATE_LABEL = /PRIVATE KEY(?: BLOCK)?$/;
const PUBLIC_LABEL = /^(?:CERTIFICATE|TRUSTED CERTIFICATE|(?:NEW )?CERTIFICATE REQUEST|X509 CRL|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|SSH2 PUBLIC KEY)$/;
// The body of a block cut off before its END: base64 lines and `Name: value` headers, separated
// by real or escaped (`\n`) newlines.
const PEM_BODY = /(?:(?:\s|\\[nr])+(?:[A-Za-z0-9+/=]{8,}|[A-Za-z-]{1,40}: [^\r\n\\]{0,200}))*/y;

/**
 * PEM blocks. A private key goes through its END line (any END: blocks do not nest); one cut off
 * before its END runs as far as its base64 lines do. Certificates and public keys are marked
 * PUBLIC, which keeps the entropy guess off their long base64 lines. Written as a loop rather
 * than one lazy regex so that many BEGIN lines without an END cost one search, not one each.
 */
const PEM: Detector = {
  kind: 'private-key',
  triggers: ['-----BEGIN '],
  find(text, out) {
    PEM_BEGIN.lastIndex = 0;
    let noEndFrom = Infinity;
    let m: RegExpExecArray | null;
    while ((m = PEM_BEGIN.exec(text)) !== null) {
      const label = m[1];
      const isPrivate = PRIVATE_LABEL.test(label);
      if (!isPrivate && !PUBLIC_LABEL.test(label)) continue;
      const from = m.index + m[0].length;
      let end = -1;
      if (from < noEndFrom) {
        PEM_END.lastIndex = from;
        const e = PEM_END.exec(text);
        if (e) end = e.index + e[0].length;
        else noEndFrom = from;
      }
      if (end === -1) {
        if (!isPrivate) continue;
        PEM_BODY.lastIndex = from;
        PEM_BODY.exec(text);
        end = PEM_BODY.lastIndex;
      }
      out.push({ start: m.index, end, kind: isPrivate ? 'private-key' : PUBLIC, priority: isPrivate ? 0 : PRIORITY_PUBLIC });
      PEM_BEGIN.lastIndex = end;
    }
  },
};

const SPECIFIC: Detector[] = [
  pattern({ kind: 'anthropic-key', triggers: ['sk-ant-'], source: `${START_NO_HYPHEN}sk-ant-[A-Za-z0-9_-]{20,}` }),
  pattern({
    kind: 'openai-key',
    triggers: ['sk-'],
    // sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…, and the sk-<hex> keys of compatible providers.
    source: `${START_NO_HYPHEN}sk-(?!ant-)[A-Za-z0-9_-]{20,}`,
    accept: (key) => looksGenerated(key.replace(/^sk-(?:proj-|svcacct-|admin-)?/, '')),
  }),
  pattern({ kind: 'google-api-key', triggers: ['AIza'], source: `${START_NO_HYPHEN}AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])` }),
  pattern({
    kind: 'github-token',
    triggers: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    source: `${START}(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})${END}`,
  }),
  pattern({ kind: 'gitlab-token', triggers: ['glpat-'], source: `${START_NO_HYPHEN}glpat-[A-Za-z0-9_-]{20,}` }),
  pattern({
    kind: 'aws-access-key-id',
    triggers: ['AKIA', 'ASIA', 'ABIA', 'ACCA'],
    source: String.raw`(?<=^|[^A-Za-z0-9]|\\[nrt])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])`,
  }),
  pattern({
    kind: 'aws-secret-key',
    // Forty base64 characters are only an AWS secret in context: next to its variable's name.
    triggers: ['ecret', 'ECRET'],
    source: String.raw`aws_?secret_?(?:access_?)?key\\?["']?\s*(?:=>|[:=])\s*\\?["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])`,
    flags: 'i',
    group: 1,
  }),
  pattern({
    kind: 'slack-token',
    triggers: ['xox'],
    source: `${START_NO_HYPHEN}xox[baprse]-[A-Za-z0-9-]{10,}`,
    accept: (token) => looksGenerated(token.slice(5)),
  }),
  pattern({
    kind: 'slack-webhook',
    triggers: ['hooks.slack.com'],
    source: String.raw`hooks\.slack\.com/(?:services|workflows)/([A-Za-z0-9_/-]{20,})`,
    group: 1,
  }),
  pattern({ kind: 'stripe-key', triggers: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_'], source: `${START}[sr]k_(?:live|test)_[A-Za-z0-9]{10,}${END}` }),
  pattern({
    kind: 'huggingface-token',
    triggers: ['hf_'],
    source: `${START}hf_[A-Za-z0-9]{30,}${END}`,
    accept: (token) => looksGenerated(token.slice(3)),
  }),
  pattern({ kind: 'npm-token', triggers: ['npm_'], source: `${START}npm_[A-Za-z0-9]{36}${END}`, accept: (t) => looksGenerated(t.slice(4)) }),
  pattern({ kind: 'pypi-token', triggers: ['pypi-AgE'], source: `${START_NO_HYPHEN}pypi-AgE[A-Za-z0-9_-]{50,}` }),
  pattern({ kind: 'sendgrid-key', triggers: ['SG.'], source: String.raw`${START}SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])` }),
  pattern({
    kind: 'azure-client-secret',
    triggers: ['Q~'],
    source: String.raw`(?<=^|[^A-Za-z0-9_~.-]|\\[nrt])[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])`,
  }),
  pattern({
    kind: 'azure-storage-key',
    triggers: ['AccountKey=', 'SharedAccessKey='],
    source: String.raw`(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/=]{20,})`,
    group: 1,
  }),
  pattern({
    kind: 'signed-url',
    // Azure SAS, S3 and GCS pre-signed URLs: the signature is a bearer credential until it expires.
    triggers: ['sig=', 'Signature='],
    source: String.raw`[?&](?:sig|X-Amz-Signature|X-Goog-Signature|Signature)=([A-Za-z0-9%+/=_-]{20,})`,
    group: 1,
  }),
  pattern({
    kind: 'gcp-private-key-id',
    triggers: ['private_key_id'],
    // Forty hex characters look like a git SHA: only the service-account field name tells.
    source: String.raw`private_key_id\\?["']?\s*[:=]\s*\\?["']?([a-f0-9]{40})`,
    group: 1,
  }),
  PEM,
  pattern({
    kind: 'jwt',
    triggers: ['eyJ'],
    source: String.raw`${START_NO_HYPHEN}eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`,
  }),
];

/** `Authorization: Bearer …`, `Authorization: Basic …`, `Authorization: token …`, bare `Bearer …`. */
const BEARER = pattern({
  kind: 'bearer-token',
  triggers: ['earer', 'uthorization', 'EARER', 'UTHORIZATION'],
  source: String.raw`(?:authorization\\?["']?\s*[:=]\s*\\?["']?(?:bearer|basic|token)|bearer)\s+([A-Za-z0-9._~+/=-]{12,})`,
  flags: 'i',
  group: 1,
  priority: 1,
  accept: (token) => !isPlaceholder(token) && (/\d/.test(token) || (/[a-z]/.test(token) && /[A-Z]/.test(token))),
});

/** `scheme://user:password@host`: only the password goes; user and host stay readable. */
const URL_PASSWORD = pattern({
  kind: 'url-password',
  triggers: ['://'],
  // Anchored on `://` (a literal the regex engine finds fast) rather than on the scheme.
  // Bounded parts: a long line without spaces after `://` costs little.
  source: String.raw`(?<=[A-Za-z0-9])://[^\s:/?#@"'<>\[\]\\]{1,256}:([^\s/?#"'<>\\]{1,256})@(?=[A-Za-z0-9.\[_-])`,
  group: 1,
  priority: 1,
  accept: (password) => !isPlaceholder(password),
});

// Characters of base64/base64url runs (1), and the padding that may end one (2).
const RUN_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') RUN_CHAR[c.charCodeAt(0)] = 1;
RUN_CHAR[61] = 2;

// Content hashes and public material before a run: `data:…;base64,`, SSH public keys, Go module
// sums (`h1:…`), Docker digests.
const SKIP_BEFORE = /(?:;base64,|ssh-(?:rsa|ed25519|dss) |ecdsa-sha2-nistp\d+ |\bh1:|sha256:|sha512:)$/;
// Content hashes (`sha512-…` integrity), API object ids (`toolu_…`, `call_…`, `chatcmpl-…`),
// GitHub node ids (`I_kwDO…`): long and random-looking, and public by nature.
const SKIP_PREFIX = /^(?:sha(?:1|256|384|512)-|(?:toolu|srvtoolu|msg|msgbatch|req|call|resp|rs|fc|file|run|asst|thread|batch|chatcmpl|ws|mcpsrv)[_-]|[A-Z]{1,6}_(?:kw|lA|kg)[A-Za-z]{2})/;
const MIN_RANDOM_PART = 16;

/** Structured names (paths, timestamps, UUIDs, `job-<uuid>`) split into words, numbers and hex
 *  parts; a random token has at least one long part that is random on its own. */
function isRandomPart(part: string): boolean {
  if (part.length < MIN_RANDOM_PART) return false;
  const shape = tokenShape(part);
  return shape.upper && shape.lower && shape.digit && shape.transitions >= MIN_TRANSITIONS;
}

/** Any specific format (a prefixed token, a private key) in a text: what a decoded blob is checked for. */
function holdsSpecificSecret(text: string): boolean {
  const spans: Span[] = [];
  for (const d of SPECIFIC) if (!d.triggers || d.triggers.some((t) => text.includes(t))) d.find(text, spans);
  return spans.some((s) => s.kind !== PUBLIC);
}

/**
 * What a base64 run decodes to: `secret` when it is `user:password` or holds a known token,
 * `text` when it encodes something readable (a GitHub node id, JSON: a name, not a key),
 * `content` for a file or public key, undefined when it is not base64 of anything telling.
 */
function decodedKind(token: string): 'secret' | 'text' | 'content' | undefined {
  const bytes = decodeBase64(token);
  if (!bytes) return undefined;
  const text = asText(bytes);
  if (text !== undefined) return isUserPassword(text) || holdsSpecificSecret(text) ? 'secret' : 'text';
  return isPublicContent(bytes) ? 'content' : undefined;
}

/** A run already judged random as a whole: at least one of its parts must be random on its own. */
function hasRandomPart(token: string): boolean {
  const parts = token.replace(/=+$/, '').split(/[-_/+]/).filter(isRandomPart);
  return parts.length > 0 && !parts.every((p) => decodedKind(p) === 'text');
}

/**
 * Long random-looking tokens with no known prefix. Not flagged (decided, see README.md):
 * hex of any length (git SHAs, digests), UUIDs, structured names whose parts are words, numbers
 * or hex (paths, timestamps), `data:…;base64,` payloads (images, fonts, source maps), base64 that
 * decodes to text, npm/SRI integrity hashes (`sha512-…`), SSH public keys, API object ids.
 * Runs are found by sampling every MIN_RANDOM_LENGTH-th character: a run that long must cover a
 * sample, so prose is skipped a word at a time instead of read character by character.
 */
// Shorter base64 than the entropy guess reads (16 to 31 characters) is looked inside too:
// `user:password` as Docker's `auth` and Basic headers encode it, pasted bare.
const MIN_ENCODED_LENGTH = 16;

/** A short run that may be standard base64 of a credential: worth decoding. */
function mayBeEncoded(run: string): boolean {
  return /[a-z]/.test(run) && /[A-Z]/.test(run) && !/[-_]/.test(run) && /\d|=$|[+/]/.test(run);
}

const HIGH_ENTROPY: Detector = {
  kind: 'high-entropy',
  find(text, out) {
    const n = text.length;
    const isRun = (i: number) => {
      const c = text.charCodeAt(i);
      return c < 128 && RUN_CHAR[c] === 1;
    };
    let p = MIN_ENCODED_LENGTH - 1;
    while (p < n) {
      if (!isRun(p)) {
        p += MIN_ENCODED_LENGTH;
        continue;
      }
      let start = p;
      while (start > 0 && isRun(start - 1)) start--;
      let end = p + 1;
      while (end < n && isRun(end)) end++;
      // The next run starts after this one's end, so it covers end + MIN_ENCODED_LENGTH or later.
      p = end + MIN_ENCODED_LENGTH;
      if (end - start < MIN_ENCODED_LENGTH) continue;
      const runEnd = end;
      while (end < n && end - runEnd < 2 && text.charCodeAt(end) === 61) end++;
      // `\nAbc…` in escaped text: the `n` belongs to the escape, not to the token.
      if (start > 0 && text.charCodeAt(start - 1) === 92 && /[nrt]/.test(text[start])) start++;
      // `ipfs://Qm…`, `/path/…`: the slashes before a run belong to the path, not to the token.
      while (start < end && text.charCodeAt(start) === 47) start++;
      if (end - start < MIN_RANDOM_LENGTH) {
        // (Cheap tests first: most short runs are identifiers and paths, not a multiple of 4 long.)
        if (end - start >= MIN_ENCODED_LENGTH && (end - start) % 4 === 0) {
          const run = text.slice(start, end);
          if (mayBeEncoded(run) && decodedKind(run) === 'secret') out.push({ start, end, kind: 'encoded-secret', priority: 1 });
        }
        continue;
      }
      if (SKIP_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
      const run = text.slice(start, end);
      if (SKIP_PREFIX.test(run) || isPublicValue(run)) continue;
      const core = run.replace(/=+$/, '');
      // Slashes are judged away: base64 stays random without them, a path of words does not.
      if (!looksRandom(core.includes('/') ? core.replaceAll('/', '') : core)) continue;
      const decoded = decodedKind(run);
      if (decoded === 'secret') out.push({ start, end, kind: 'encoded-secret', priority: 1 });
      else if (decoded !== 'text' && decoded !== 'content' && hasRandomPart(run)) out.push({ start, end, kind: 'high-entropy', priority: 2 });
    }
  },
};

/** `https://<token>@host`: a user name that is a credential (Sentry DSNs, tokens in clone URLs). */
const URL_TOKEN = pattern({
  kind: 'url-token',
  triggers: ['://'],
  source: String.raw`(?<=[A-Za-z0-9])://([^\s:/?#@"'<>\[\]\\]{16,256})@(?=[A-Za-z0-9.\[_-])`,
  group: 1,
  priority: 1,
  accept: (user) => !isPlaceholder(user) && looksCredential(user),
});

export const DETECTORS: readonly Detector[] = [...SPECIFIC, BEARER, URL_PASSWORD, URL_TOKEN, SECRET_ASSIGNMENT, SECRET_FLAG, PROSE_SECRET, HIGH_ENTROPY, wrappedTokens([...SPECIFIC, HIGH_ENTROPY])];

/** The kinds Lore can report, for documentation and `lore audit`. */
export const SECRET_KINDS: readonly string[] = [...new Set([...DETECTORS.filter((d) => d.kind !== PUBLIC && d.kind !== 'wrapped').map((d) => d.kind), 'encoded-secret', 'answered-secret', 'custom'])];

/** Spans of user-configured patterns (`privacy.redact`), kind `custom`. */
export function findCustom(text: string, patterns: readonly RegExp[], out: Span[]): void {
  for (const source of patterns) {
    const re = source.global ? source : new RegExp(source.source, `${source.flags}g`);
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      out.push({ start: m.index, end: m.index + m[0].length, kind: 'custom', priority: 0 });
    }
  }
}
