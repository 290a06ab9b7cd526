// The words that say "a secret follows", as data: the names of keys whose value is a secret, the
// words that make such a name something else (`page_token`, `public_key`), and the phrases people
// use in prose ("my password is …", "das Passwort ist …"). The detectors in assignments.ts and
// answers.ts are built from these lists; adding a word here teaches every syntax at once.

/**
 * How much a key's name alone says. `strong`: the value is a secret whatever it looks like
 * (`password`, `client_secret`, `SECRET_KEY_BASE`); `weak`: the name is also used for things that
 * are not secret (`token: Token` in a parser, `auth: basic`), so the value must look like one.
 */
export type KeyStrength = 'strong' | 'weak';

/**
 * Secret names as word sequences, matched against the last words of a key split into words
 * (`FOO_DB_PASSWORD` → foo db password, `clientSecret` → client secret, `x-api-key` → x api key).
 * A single word also matches as the end of a compound (`PGPASSWORD`, `appsecret`) unless marked
 * `word`, which must be a word of its own (`DB_PASS` yes, `bypass` no). `notInProse`: too common a
 * word to start a sentence's cue ("pass to", "auth is").
 */
export const SECRET_NAMES: readonly { words: string; strength: KeyStrength; word?: boolean; notInProse?: boolean }[] = [
  { words: 'password', strength: 'strong' },
  { words: 'passwd', strength: 'strong' },
  { words: 'passphrase', strength: 'strong' },
  { words: 'passcode', strength: 'strong' },
  { words: 'pwd', strength: 'strong', notInProse: true },
  { words: 'pass', strength: 'strong', word: true, notInProse: true },
  { words: 'pw', strength: 'strong', word: true, notInProse: true },
  { words: 'secret key base', strength: 'strong' },
  { words: 'secret key', strength: 'strong' },
  { words: 'client secret', strength: 'strong' },
  { words: 'app secret', strength: 'strong' },
  { words: 'api key', strength: 'strong' },
  { words: 'apikey', strength: 'strong' },
  { words: 'api token', strength: 'strong' },
  { words: 'access key', strength: 'strong' },
  { words: 'private key', strength: 'strong' },
  { words: 'secret access key', strength: 'strong' },
  { words: 'auth token', strength: 'strong' },
  { words: 'access token', strength: 'strong' },
  { words: 'refresh token', strength: 'strong' },
  { words: 'bot token', strength: 'strong' },
  { words: 'bearer token', strength: 'strong' },
  { words: 'session token', strength: 'strong' },
  { words: 'webhook secret', strength: 'strong' },
  { words: 'signing secret', strength: 'strong' },
  { words: 'shared secret', strength: 'strong' },
  { words: 'encryption key', strength: 'strong' },
  { words: 'signing key', strength: 'strong' },
  { words: 'master key', strength: 'strong' },
  { words: 'license key', strength: 'strong' },
  { words: 'auth key', strength: 'strong' },
  { words: 'authkey', strength: 'strong' },
  { words: 'secret', strength: 'weak' },
  { words: 'token', strength: 'weak' },
  { words: 'credentials', strength: 'weak', notInProse: true },
  { words: 'credential', strength: 'weak', notInProse: true },
  { words: 'auth', strength: 'weak', word: true, notInProse: true },
  { words: 'dsn', strength: 'weak', word: true, notInProse: true },
  { words: 'pat', strength: 'weak', word: true, notInProse: true },
  // Other languages: the word for "password" (prose cues use the same list).
  { words: 'passwort', strength: 'strong' },
  { words: 'kennwort', strength: 'strong' },
  { words: 'contraseña', strength: 'strong' },
  { words: 'contrasena', strength: 'strong' },
  { words: 'senha', strength: 'strong' },
  { words: 'mot de passe', strength: 'strong' },
  { words: 'motdepasse', strength: 'strong' },
  { words: 'wachtwoord', strength: 'strong' },
  { words: 'hasło', strength: 'strong' },
  { words: 'haslo', strength: 'strong' },
  { words: 'parola', strength: 'strong', word: true, notInProse: true },
  { words: 'lösenord', strength: 'strong' },
  { words: 'salasana', strength: 'strong' },
  { words: 'heslo', strength: 'strong' },
  { words: 'пароль', strength: 'strong' },
  { words: '密码', strength: 'strong' },
  { words: '密碼', strength: 'strong' },
  { words: '口令', strength: 'strong' },
  { words: 'パスワード', strength: 'strong' },
  { words: '비밀번호', strength: 'strong' },
  { words: '암호', strength: 'strong' },
  { words: '秘钥', strength: 'weak' },
  { words: '密钥', strength: 'weak' },
];

/** Words that may follow a secret's name and keep it one (`SECRET_KEY_BASE` is listed whole). */
export const TRAILING_WORDS: readonly string[] = ['value', 'b64', 'base64', 'plain', 'plaintext', 'raw', 'hex', 'str'];

/** `*_KEY` in environment style (upper case, underscores) names a key of some service. */
export const ENV_KEY_SUFFIX = 'key';

/** A key holding one of these words anywhere is not a secret's name (`NEXT_PUBLIC_ANON_KEY`). */
export const PUBLIC_WORDS: readonly string[] = ['public', 'publishable', 'pub'];

/**
 * A weak name (`token`, `secret`, `*_KEY`) right after one of these words names something else:
 * `page_token`, `max_tokens`, `primary_key`, `SSH_KEY` (a path), `design token`. Strong names
 * (`password`) are never turned away by their name: `confirm_password`, `old_password` hold one.
 */
export const NOT_SECRET_BEFORE: readonly string[] = [
  'page', 'next', 'prev', 'continuation', 'sync', 'cancellation', 'cancel', 'max', 'min', 'num', 'count', 'total', 'input',
  'output', 'prompt', 'completion', 'reasoning', 'cached', 'cache', 'primary', 'foreign', 'sort', 'partition', 'idempotency',
  'hot', 'unique', 'composite', 'group', 'routing', 'dedup', 'deduplication', 'lookup', 'index', 'object', 's3', 'map',
  'dict', 'record', 'row', 'ssh', 'gpg', 'pgp', 'type', 'design', 'color', 'lexer', 'parse', 'parser', 'syntax', 'css',
  'theme', 'hash', 'sha', 'cursor', 'pagination', 'csrf', 'xsrf', 'nonce', 'state', 'registry', 'i18n', 'translation',
  'sequence', 'client', 'trace', 'request', 'unit', 'special', 'stop', 'bos', 'eos', 'pad', 'unk', 'mask', 'sep', 'cls', 'vocab', 'word',
];

/**
 * Prose: "<name> <connector> <value>". The name comes from SECRET_NAMES (and common two-word
 * forms such as "api key"), the connector from this list, in the languages people write in.
 */
export const PROSE_CONNECTORS: readonly string[] = [
  'is', 'was', 'is now', 'is set to', 'was set to', 'set to', 'would be', 'should be', 'will be', 'of',
  'ist', 'lautet', 'war', // de
  'est', 'était', // fr
  'es', 'era', // es, it
  'é', 'è', // pt, it
  'is nu', 'wordt', // nl
  'jest', // pl
  'это', '—', // ru
  '是', '为', '為', '：', // zh
  'は', // ja
  '는', '은', // ko
];

/** Replies that answer a question without giving anything (a password asked for and refused). */
export const NON_ANSWERS: readonly string[] = [
  'yes', 'no', 'ok', 'okay', 'sure', 'thanks', 'thank you', 'later', 'skip', 'none', 'n/a', 'na', 'idk', 'same', 'default',
  'continue', 'go', 'done', 'cancel', 'stop', 'nope', 'yep', 'yeah', 'why', 'what', 'hi', 'hello',
];

/** Words that make a sentence ask for a secret when it also names one ("What's the password?"). */
export const ASKING_WORDS: readonly string[] = [
  'provide', 'send', 'enter', 'paste', 'share', 'give', 'tell', 'type', 'what', "what's", 'which', 'need', 'set',
  'choose', 'pick', 'supply', 'input',
];
