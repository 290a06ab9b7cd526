// Secrets found by the name they are given, in whatever syntax they were pasted: `KEY=value`
// (shell, .env, INI, connection strings), `key: value` (YAML), `"key": "value"` (JSON), `key =
// "value"` (TOML, HCL, Nix), `--key value` (command lines), and prose ("the password is …",
// "das Passwort lautet …"). Names and phrases come from vocabulary.ts; values are judged by
// values.ts. Every detector here is anchored on something cheap to find (a separator after a
// secret's name, `--`), so the text is not read once per key name.
import type { Detector } from './detectors.ts';
import { keyWords, secretKeyStrength } from './keys.ts';
import { isDistinctive, isLiteralSecret, isPlaceholder } from './values.ts';
import { PROSE_CONNECTORS, SECRET_NAMES, type KeyStrength } from './vocabulary.ts';
import { escapeRegExp } from '../lib/text.ts';

const LAST_WORDS = [...new Set([...SECRET_NAMES.map((n) => n.words.split(' ').pop()!), 'key', 'base'])].sort((a, b) => b.length - a.length);

// The separator after a secret's name: `:`, `=`, `:=`, `=>`, the full-width colon. Anchored on
// the separator (cheap to find) with the name checked behind it; the key is then walked back.
const SEPARATOR = new RegExp(`(?<=(?:${LAST_WORDS.map(escapeRegExp).join('|')})\\\\?["'\`]?[ \\t]*)(?::=|=>|[:=：])`, 'gi');

function isKeyChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46 || c > 127;
}

const MAX_UNQUOTED = 300;
const NEXT_PARAMETER = /^[A-Za-z_][\w.-]*=/;

interface Value {
  start: number;
  end: number;
  quoted: boolean;
  /** Where an unquoted value ended before its trailing full stop or colon was let go. */
  rawEnd?: number;
}

/** Reads the value after a separator: quoted (also `\"escaped\"` quotes) or up to the next break. */
function readValue(text: string, at: number, untilSemicolon: boolean): Value | undefined {
  let i = at;
  if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === "'")) i++;
  const q = text[i];
  if (q === '"' || q === "'" || q === '`' || q === '“') {
    const close = q === '“' ? '”' : q;
    const start = i + 1;
    let end = start;
    while (end < text.length && end - start <= 1000) {
      const c = text[end];
      if (c === close || c === '\n' || c === '\r') break;
      if (c === '\\' && (text[end + 1] === q || text[end + 1] === 'n')) break;
      end++;
    }
    return end > start ? { start, end, quoted: true } : undefined;
  }
  if (untilSemicolon) {
    // `…;Password=velvet maple;…`: a connection string's value runs to the next `;`.
    const semicolon = text.indexOf(';', i);
    const newline = text.indexOf('\n', i);
    if (semicolon > i && semicolon - i <= 200 && (newline === -1 || semicolon < newline)) return { start: i, end: semicolon, quoted: true };
  }
  // Unquoted secrets are short; the bound keeps `a=a=a=…` lines linear.
  let end = i;
  while (end < text.length && end - i <= MAX_UNQUOTED) {
    const c = text.charCodeAt(end);
    // whitespace, quotes, `,;)]}` and a backslash (an escaped newline in JSON text) end it
    if (c <= 32 || c === 34 || c === 39 || c === 44 || c === 59 || c === 41 || c === 93 || c === 125 || c === 92 || c === 96) break;
    // `&next=` in a query string starts the next parameter; a lone `&` may be part of a password.
    if (c === 38 && NEXT_PARAMETER.test(text.slice(end + 1, end + 64))) break;
    end++;
  }
  // A sentence's full stop or a closing mark is not part of the value.
  const rawEnd = end;
  while (end > i && /[.:]/.test(text[end - 1])) end--;
  return end > i ? { start: i, end, quoted: false, rawEnd } : undefined;
}

const STRENGTH_ORDER: Record<KeyStrength, number> = { weak: 1, strong: 2 };

function stronger(a: KeyStrength | undefined, b: KeyStrength | undefined): KeyStrength | undefined {
  if (!a) return b;
  if (!b) return a;
  return STRENGTH_ORDER[a] >= STRENGTH_ORDER[b] ? a : b;
}

/** The key before a separator (`FOO_PASSWORD`, `"apiKey"`, `Datadog API key`) and its strength. */
function keyBefore(text: string, sepAt: number): { strength: KeyStrength; words: string[]; start: number } | undefined {
  let keyEnd = sepAt;
  while (keyEnd > 0 && (text[keyEnd - 1] === ' ' || text[keyEnd - 1] === '\t')) keyEnd--;
  if (text[keyEnd - 1] === '"' || text[keyEnd - 1] === "'" || text[keyEnd - 1] === '`') keyEnd--;
  if (text[keyEnd - 1] === '\\') keyEnd--;
  let keyStart = keyEnd;
  while (keyStart > 0 && keyEnd - keyStart < 80 && isKeyChar(text.charCodeAt(keyStart - 1))) keyStart--;
  const key = text.slice(keyStart, keyEnd).replace(/^[-.]+/, '');
  let strength = secretKeyStrength(key);
  let start = keyStart;
  // Prose names of up to three words: "Datadog API key:", "app secret ：", "mot de passe :".
  let wordStart = keyStart;
  for (let n = 0; n < 3 && strength !== 'strong'; n++) {
    if (text[wordStart - 1] !== ' ') break;
    let s = wordStart - 1;
    while (s > 0 && isKeyChar(text.charCodeAt(s - 1)) && wordStart - s < 30) s--;
    if (s === wordStart - 1) break;
    wordStart = s;
    const wider = secretKeyStrength(text.slice(wordStart, keyEnd));
    if (wider && wider !== strength) {
      strength = stronger(strength, wider);
      start = wordStart;
    }
  }
  return strength ? { strength, words: keyWords(text.slice(start, keyEnd)), start } : undefined;
}

/** `KEY=value` where a bare word is a literal: shell, `.env`, INI, connection strings, CLI flags. */
function literalSyntaxAt(text: string, keyStart: number, sepAt: number, separator: string): boolean {
  if (separator !== '=') return false;
  if (text[sepAt - 1] === ' ' && text[sepAt + 1] === ' ') {
    // `password = hunter2` on a line of its own: INI or TOML; `x = y` inside code is not.
    const lineStart = text.lastIndexOf('\n', keyStart - 1) + 1;
    return /^\s*$/.test(text.slice(lineStart, keyStart));
  }
  const before = text[keyStart - 1];
  return before === undefined || before === '\n' || before === ' ' || before === '\t' || before === ';' || before === '-' || before === '"' || before === "'";
}

/** `KEY=value`, `KEY: value`, `"apiKey": "…"`, `password = "…"`, `Password=…;` with a secret's name. */
export const SECRET_ASSIGNMENT: Detector = {
  kind: 'secret-assignment',
  find(text, out) {
    SEPARATOR.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = SEPARATOR.exec(text)) !== null) {
      const key = keyBefore(text, m.index);
      if (!key) continue;
      let valueAt = m.index + m[0].length;
      while (text[valueAt] === ' ' || text[valueAt] === '\t') valueAt++;
      const inConnectionString = m[0] === '=' && /;\s*$/.test(text.slice(Math.max(0, key.start - 3), key.start));
      const value = readValue(text, valueAt, inConnectionString || (m[0] === '=' && text.indexOf(';', valueAt) > 0 && /^[^\n;]{1,200};[A-Za-z][\w ]{0,30}=[^=\s]/.test(text.slice(valueAt, valueAt + 260))));
      if (!value) continue;
      // A value past the bound is a blob, not a secret: its insides are not keys either.
      if (!value.quoted && value.end - value.start > MAX_UNQUOTED) {
        SEPARATOR.lastIndex = value.end;
        continue;
      }
      const literal = text.slice(value.start, value.end);
      if (value.rawEnd !== undefined && value.rawEnd !== value.end && isPlaceholder(text.slice(value.start, value.rawEnd))) continue;
      const literalSyntax = literalSyntaxAt(text, key.start, m.index, m[0]);
      // `ss_password: defined in group_vars`, `apiKey = model ? … : …`: a bare word followed by more
      // words or an operator is prose or code, not a value (one ends its line, or a list item).
      if (!value.quoted && !literalSyntax && !/\d/.test(literal) && !/^[ \t]*(?:$|[\r\n,;})\]#]|\/\/)/.test(text.slice(value.end, value.end + 3))) continue;
      const ctx = { strength: key.strength, quoted: value.quoted, literalSyntax, keyWords: key.words };
      if (!isLiteralSecret(literal, ctx)) continue;
      out.push({ start: value.start, end: value.end, kind: 'secret-assignment', priority: 1 });
    }
  },
};

// `--password hunter2`, `--api-key "…"`: the flag's name, then a space.
const FLAG = /(?<![\w-])--([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*)[ \t]+(?=[^\s-])/g;

const FLAG_WORD = /pass|pw|secret|token|key|auth|cred|dsn|pat/i;

export const SECRET_FLAG: Detector = {
  kind: 'secret-assignment',
  triggers: ['--'],
  find(text, out) {
    FLAG.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = FLAG.exec(text)) !== null) {
      if (!FLAG_WORD.test(m[1])) continue;
      const strength = secretKeyStrength(m[1]);
      if (!strength) continue;
      const value = readValue(text, m.index + m[0].length, false);
      if (!value) continue;
      const literal = text.slice(value.start, value.end);
      if (!isLiteralSecret(literal, { strength, quoted: value.quoted, literalSyntax: true, keyWords: keyWords(m[1]) })) continue;
      out.push({ start: value.start, end: value.end, kind: 'secret-assignment', priority: 1 });
    }
  },
};

// Prose: "<name> [for the admin account] <connector> <value>", in the languages of the vocabulary.
// Found in two steps: one pattern of short stems finds where a name may be (cheap: few, short
// alternatives), then the name is read around the stem and the connector after it, in place.
const STEMS = /pass|secret|token|key|kennw|contras|senha|hasło|haslo|heslo|salasana|lösen|wachtw|пароль|密码|密碼|口令|パスワード|비밀번호|암호|秘钥|密钥/gi;
const PROSE_NAMES = new Set(SECRET_NAMES.filter((n) => !n.notInProse).map((n) => n.words));
// A connector written in letters ("is", "lautet") needs a space after it; CJK ones do not ("密码是…").
const CONNECTORS = [...PROSE_CONNECTORS]
  .sort((a, b) => b.length - a.length)
  .map((c) => c.split(' ').map(escapeRegExp).join('\\s+') + (/^[\p{Script=Latin}\p{Script=Cyrillic}\s]+$/u.test(c) ? '\\s+' : '\\s*'));
const AFTER_NAME = new RegExp(`(?:\\s+(?:for|of|to|für|pour|para|per|de|del|da|do)\\s+(?:[^\\s]+\\s+){0,3}?)?\\s*(?:${CONNECTORS.join('|')})(?:["'\`“«「])?`, 'iy');

function isNameChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c > 127 && c !== 0x3000 && !(c >= 0x3001 && c <= 0x303f) && !(c >= 0xff01 && c <= 0xff1f));
}

/** The name around a stem ("API key", "mot de passe", "密码"), if it is one prose may use, and where it ends. */
function proseName(text: string, stemAt: number, stemEnd: number): { end: number; strength: KeyStrength } | undefined {
  let start = stemAt;
  while (start > 0 && stemAt - start < 20 && isNameChar(text.charCodeAt(start - 1))) start--;
  let end = stemEnd;
  while (end < text.length && end - stemEnd < 20 && isNameChar(text.charCodeAt(end))) end++;
  // CJK runs have no spaces: the name is the stem itself ("数据库的密码是…").
  if (text.charCodeAt(stemAt) > 0x2e80) {
    start = stemAt;
    end = stemEnd;
  }
  // Up to two words before: "API key", "client secret", "mot de passe".
  for (let from = start, n = 0; n <= 2; n++) {
    const name = text.slice(from, end).toLowerCase().replace(/[\s_-]+/g, ' ');
    if (PROSE_NAMES.has(name)) return { end, strength: secretKeyStrength(name) ?? 'weak' };
    if (text[from - 1] !== ' ') break;
    let s = from - 1;
    while (s > 0 && from - 1 - s < 15 && isNameChar(text.charCodeAt(s - 1))) s--;
    if (s === from - 1) break;
    from = s;
  }
  return undefined;
}

// `SyntheticEQDataset`, `load_config`: code named in a sentence, not a secret.
const IDENTIFIER_LIKE = /^(?:[A-Z]?[a-z]+(?:[A-Z][a-z0-9]*)+|[a-z]+(?:_[a-z]+)+|[A-Z][a-z]+)$/;

/** A value in prose is a secret when it could not be an ordinary word: "hunter2", "velvet-maple-pickle-zephyr". */
function proseSecret(value: string, quoted: boolean, strength: KeyStrength): boolean {
  if (isPlaceholder(value)) return false;
  if (quoted) return isLiteralSecret(value, { strength, quoted: true, literalSyntax: true, keyWords: [] }) && !/\s/.test(value) && !IDENTIFIER_LIKE.test(value);
  if (!isDistinctive(value)) return false;
  if (/\d/.test(value) && /\p{L}/u.test(value)) return true;
  const parts = value.split(/[-_.]/);
  if (parts.length >= 3 && value.length >= 16) return true;
  return /[^\p{L}\p{N}\-_.]/u.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value.slice(1)));
}

export const PROSE_SECRET: Detector = {
  kind: 'stated-secret',
  find(text, out) {
    STEMS.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = STEMS.exec(text)) !== null) {
      // The connector first (no allocation when there is none, as for most `key` and `token` in code).
      const stemEnd = m.index + m[0].length;
      let wordEnd = stemEnd;
      if (text.charCodeAt(m.index) < 0x2e80) while (wordEnd < text.length && wordEnd - stemEnd < 20 && isNameChar(text.charCodeAt(wordEnd))) wordEnd++;
      AFTER_NAME.lastIndex = wordEnd;
      if (!AFTER_NAME.test(text)) continue;
      const name = proseName(text, m.index, stemEnd);
      if (!name) continue;
      AFTER_NAME.lastIndex = name.end;
      const connector = AFTER_NAME.exec(text);
      if (!connector) continue;
      const at = name.end + connector[0].length;
      STEMS.lastIndex = Math.max(STEMS.lastIndex, at);
      const quoted = /["'`“«「]$/.test(connector[0]);
      let end = at;
      // Unquoted, a secret is printable ASCII: "密码是abc123，…" ends at the comma.
      const stop = quoted ? /["'`”»」\n]/ : /[^\x21-\x7e]|["'`,;)\]}\\]/;
      while (end < text.length && end - at < 200 && !stop.test(text[end])) end++;
      if (!quoted) while (end > at && /[.!?:]/.test(text[end - 1])) end--;
      if (end <= at) continue;
      if (!proseSecret(text.slice(at, end), quoted, name.strength)) continue;
      out.push({ start: at, end, kind: 'stated-secret', priority: 1 });
    }
  },
};
