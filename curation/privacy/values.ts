// Decides whether the value after `password=`, `"apiKey":` or `user:…@` is a literal secret or
// something people write in its place: a variable, an expression, a type, a placeholder.
// Redacting placeholders would be harmless, but every one is noise in a published article.

const PLACEHOLDER_WORDS =
  /your|example|placeholder|changeme|change[_-]me|redacted|dummy|xxxx|\*\*\*|\.\.\.|sample|replace|insert|secret_here|token_here|key_here|<|>/i;

const COMMON_FAKES = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'secret',
  'token',
  'apikey',
  'api_key',
  'admin',
  'root',
  'user',
  'test',
  'none',
  'null',
  'undefined',
  'true',
  'false',
  'string',
]);

/** A value standing in for a secret rather than being one: `${TOKEN}`, `<your key>`, `***`. */
export function isPlaceholder(value: string): boolean {
  if (value.length === 0) return true;
  const first = value[0];
  if (first === '$' || first === '<' || first === '{' || first === '%' || first === '[' || first === '(' || first === '*') return true;
  if (value.includes('${') || value.includes('{{')) return true;
  if (/^(.)\1*$/.test(value)) return true;
  if (COMMON_FAKES.has(value.toLowerCase())) return true;
  return PLACEHOLDER_WORDS.test(value);
}

const PROPERTY_PATH = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*|\[[^\]]*\])+$/;
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
const NUMBER = /^[+-]?\d[\d_.,]*$/;

/**
 * True when `value` (the text after a secret-looking key) is a literal secret. `quoted` says the
 * value was inside quotes: an unquoted identifier is a variable (`token: accessToken`), a quoted
 * one may be a literal, but an environment variable's name (`"OPENAI_API_KEY"`) is not.
 */
export function isLiteralSecret(value: string, quoted: boolean): boolean {
  if (value.length < 6 || value.length > (quoted ? 1000 : 300)) return false;
  if (isPlaceholder(value)) return false;
  if (/\s/.test(value)) return false;
  if (value.includes('://')) return false; // URLs: only their password is secret (url-password)
  if (NUMBER.test(value)) return false;
  if (/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(value) || /\.(?:pem|key|json|txt|ya?ml|env|p12|pfx|crt)$/i.test(value)) return false;
  const hasDigit = /\d/.test(value);
  if (/^[A-Z][A-Z0-9_]*$/.test(value) && !hasDigit) return false; // an env var's name
  if (quoted) return hasDigit || value.length >= 12;
  if (/[([{]/.test(value) || PROPERTY_PATH.test(value)) return false; // a call, an index, a reference
  if (IDENTIFIER.test(value) && !hasDigit) return false; // a variable or a type name
  return true;
}
