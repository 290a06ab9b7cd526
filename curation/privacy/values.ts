// Decides whether the value after `password=`, `"apiKey":` or `user:…@` is a literal secret or
// something people write in its place: a variable, an expression, a type, a placeholder, a public
// value. Redacting placeholders would be harmless, but every one is noise in a published article.
import type { KeyStrength } from './vocabulary.ts';
import { asText, decodeBase64, isPublicValue, isUserPassword } from './encoded.ts';
import { CJK_CHAR } from '../lib/text.ts';

/** Base64 of readable text that is no credential (`projects/…/locations/…`): it encodes a name. */
function encodesName(value: string): boolean {
  const bytes = value.length >= 16 ? decodeBase64(value) : undefined;
  const text = bytes && asText(bytes);
  return text !== undefined && !isUserPassword(text) && /^[\x20-\x7e]+$/.test(text);
}

const PLACEHOLDER_WORDS =
  /your|example|placeholder|changeme|change[_-]me|redacted|dummy|fake|xxxx|\*\*\*|\.\.\.|…|sample|replace|insert|secret_here|token_here|key_here|get[_ -]from|goes[_ -]here|<|>/i;

const COMMON_FAKES = new Set([
  'password', 'passwd', 'pass', 'pwd', 'secret', 'token', 'apikey', 'api_key', 'admin', 'root', 'user', 'test', 'none', 'null',
  'nil', 'undefined', 'true', 'false', 'string', 'str', 'bool', 'boolean', 'number', 'int', 'integer', 'object', 'any', 'unknown',
  'required', 'optional', 'hidden', 'masked', 'empty', 'default', 'secure', 'omitted', 'removed', 'todo', 'tbd', 'n/a', 'set',
  'unset', 'provided', 'configured', 'bearer', 'basic', 'include', 'same-origin', 'omit',
]);

// A shell or template variable: `$TOKEN`, `${TOKEN}`, `$(cat key)`, `%TOKEN%`, `$token`, `$1`. A
// `$` followed by anything else is a literal that happens to start with one (`$ecret!Pass`).
const VARIABLE = /^(?:\$\{[^}]*\}|\$\([^)]*\)|\$[A-Z_][A-Z0-9_]*|\$\d|\$[a-z_][a-z0-9_]*(?:pass|pwd|token|secret|key|auth|cred|env|var|arg)[a-z0-9_]*|\$[a-z_]+(?:\.[a-z_]+)+|%[A-Za-z_]+%)$/;

/** A value standing in for a secret rather than being one: `${TOKEN}`, `<your key>`, `***`. */
export function isPlaceholder(value: string): boolean {
  if (value.length === 0) return true;
  const first = value[0];
  if (first === '$') return VARIABLE.test(value) || value.includes('${');
  if (first === '%' && VARIABLE.test(value)) return true;
  if (first === '<' || first === '!' || first === '{' || first === '[' || first === '(' || first === '*') return true;
  if (value.includes('${') || value.includes('{{')) return true;
  if (/^(.)\1*$/.test(value)) return true;
  if (COMMON_FAKES.has(value.toLowerCase())) return true;
  return PLACEHOLDER_WORDS.test(value);
}

const PROPERTY_PATH = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*|\[[^\]]*\])+$/;
const CAMEL_OR_SNAKE = /^(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z]+(?:[A-Z][a-z0-9]*)*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Za-z]*)$/;
const NUMBER = /^[+-]?\d[\d_.,]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_PATH = /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)|\.(?:pem|key|json|txt|ya?ml|env|p12|pfx|crt|cer|der|jks|keystore|gpg|asc)$/i;
const CALL_OR_INDEX = /[([{]|\)$/;

/** Where the value was written: decides what an unquoted word means. */
export interface ValueContext {
  strength: KeyStrength;
  quoted: boolean;
  /** `KEY=value` in a shell, `.env`, INI or connection string: a bare word there is a literal, never a variable. */
  literalSyntax: boolean;
  /** The key's own words: a value that names them (`existingSecret: app-secret`) refers to a secret, it is not one. */
  keyWords: readonly string[];
}

function words(value: string): string[] {
  return value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Enough to be a secret after a weak name (`token:`, `auth:`): looks generated, not chosen. */
export function looksCredential(value: string): boolean {
  const digit = /\d/.test(value);
  const letter = /\p{L}/u.test(value);
  const mixed = /[a-z]/.test(value) && /[A-Z]/.test(value);
  if (value.length >= 16 && (digit || mixed) && letter) return true;
  if (value.length >= 8 && digit && letter && (mixed || /[^A-Za-z0-9]/.test(value))) return true;
  // Hex of secret length (webhook secrets, SECRET_KEY_BASE): only after a secret's name.
  return /^[0-9a-f]{16,}$/i.test(value);
}

const NAMING_WORDS = new Set(['secret', 'secrets', 'token', 'tokens', 'key', 'keys', 'password', 'passwords', 'credentials', 'credential', 'auth', 'name', 'ref', 'env', 'var', 'file', 'path']);

/**
 * True when `value` (the text after a secret's name) is a literal secret. Strong names take any
 * literal that is not a reference or a placeholder, words included (`PASSWORD=velvet-maple-pickle`,
 * `password: "correct horse battery staple"`); weak names need a value that looks generated.
 */
export function isLiteralSecret(value: string, ctx: ValueContext): boolean {
  const min = ctx.strength === 'strong' ? 4 : 8;
  if (value.length < min || value.length > (ctx.quoted ? 1000 : 300)) return false;
  if (isPlaceholder(value) || isPublicValue(value)) return false;
  if (value.includes('://')) return false; // URLs: only their password is secret (url-password)
  if (FILE_PATH.test(value)) return false;
  const hasDigit = /\d/.test(value);
  if (!/[A-Za-z0-9]/.test(value)) return false; // `改为你的`: words of a language, not a key
  if (CJK_CHAR.test(value)) return false; // `sk-proj-実際のAPIキー`: a placeholder
  if (ctx.quoted && /^[,;)\]}]\s/.test(value)) return false; // `"Error updating password:", error)`: the string ended
  if (NUMBER.test(value)) return ctx.strength === 'strong' && /^\d{6,}$/.test(value);
  if (/^[A-Z][A-Z0-9_]*$/.test(value) && !hasDigit) return false; // an env var's name
  const valueWords = words(value);
  // `existingSecret: postgres-credentials`, `token: GITHUB_TOKEN`: the name of a secret, not one.
  if (!hasDigit && valueWords.some((w) => NAMING_WORDS.has(w) || ctx.keyWords.includes(w))) return false;
  if (/\s/.test(value)) {
    // A quoted phrase: a passphrase when short and not a sentence.
    if (!ctx.quoted || ctx.strength !== 'strong') return false;
    return valueWords.length <= 6 && !/[.!?:]$/.test(value) && !/\s{2,}|\n/.test(value);
  }
  // Unquoted: `password: getPassword()`, `pw: args.pw`, `api_key=os.getenv(…)` are code.
  if (!ctx.quoted && (CALL_OR_INDEX.test(value) || PROPERTY_PATH.test(value))) return hasDigit && !CALL_OR_INDEX.test(value) && ctx.strength === 'strong';
  // After a weak name a value must look generated: `auth: providersWithOauth` is a variable.
  // (A UUID after a weak name is an id: `client_token`, `trace_token` make requests unique.)
  if (ctx.strength === 'weak') return looksCredential(value) && !encodesName(value) && !(CAMEL_OR_SNAKE.test(value) && !hasDigit) && !UUID.test(value);
  if (ctx.quoted || ctx.literalSyntax) return true;
  // Unquoted in code or YAML: `token: accessToken` is a variable, `password: hunter` a literal.
  if (!hasDigit && CAMEL_OR_SNAKE.test(value)) return false;
  return true;
}

/**
 * Worth remembering and redacting wherever it appears again, bare: distinctive enough that its
 * other occurrences are the secret, not an ordinary word (`postgres` as a password is redacted
 * where it is assigned, but the word is not removed from the whole corpus).
 */
export function isDistinctive(value: string): boolean {
  if (value.length < 6 || value.length > 1000) return false;
  if (isPlaceholder(value) || isPublicValue(value)) return false;
  const digit = /\d/.test(value);
  const letter = /\p{L}/u.test(value);
  const symbol = /[^\p{L}\p{N}\s]/u.test(value);
  const mixed = /[a-z]/.test(value) && /[A-Z]/.test(value.slice(1));
  if (/^\d+$/.test(value)) return value.length >= 8;
  if (digit && letter) return true;
  if ((symbol || mixed) && value.length >= 8) return true;
  return value.length >= 12;
}

/**
 * The forms of a found value worth remembering: the value, and when a line break splits it (a
 * wrapped token) each line of it too, since text elsewhere may carry the halves apart.
 */
export function rememberedForms(value: string): string[] {
  const forms = isDistinctive(value) ? [value] : [];
  if (/[\n\r]/.test(value)) for (const part of value.split(/\r?\n|\\n/)) if (part.length >= 8 && isDistinctive(part.trim())) forms.push(part.trim());
  return forms;
}
