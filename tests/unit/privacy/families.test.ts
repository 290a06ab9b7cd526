// Unit tests per detector family: key names, values, prose cues, answers, decoded base64, wrapped
// tokens, known values and their store.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { secretKeyStrength } from '../../../curation/privacy/keys.ts';
import { isDistinctive, isLiteralSecret } from '../../../curation/privacy/values.ts';
import { redact } from '../../../curation/privacy/redact.ts';
import { answeredSecrets } from '../../../curation/privacy/answers.ts';
import { SecretSet } from '../../../curation/privacy/known.ts';
import { loadSecretStore, rememberSecrets, saveSecretStore, secretSetOf } from '../../../curation/privacy/store.ts';
import { CutValues, redactKnown } from '../../../curation/privacy/filter.ts';
import type { SessionMessage } from '../../../curation/schema/session.ts';

const kinds = (text: string) => redact(text).found.map((f) => f.kind);

describe('key names', () => {
  it('names a secret in every case style, other languages and prose', () => {
    for (const key of ['FOO_PASSWORD', 'foo-password', 'fooPassword', 'db.password', 'PGPASSWORD', 'DB_PASS', 'SECRET_KEY_BASE', 'Datadog API key', 'clientSecret', 'x-api-key', 'mot de passe', '密码', 'MYSQL_PWD']) {
      assert.equal(secretKeyStrength(key), 'strong', key);
    }
    for (const key of ['token', 'auth', 'SENTRY_DSN', 'STRIPE_KEY', 'GITHUB_PAT']) assert.equal(secretKeyStrength(key), 'weak', key);
  });

  it('does not name a secret where the words say otherwise', () => {
    for (const key of ['bypass', 'compass', 'monkey', 'tokens', 'max_tokens', 'page_token', 'PUBLIC_KEY', 'NEXT_PUBLIC_ANON_KEY', 'PRIMARY_KEY', 'ssh_key', 'password_length', 'keyboard']) {
      assert.equal(secretKeyStrength(key), undefined, key);
    }
  });
});

describe('values', () => {
  const strong = { strength: 'strong' as const, quoted: false, literalSyntax: false, keyWords: ['password'] };
  it('takes words, spaces in quotes and a leading $ after a strong name', () => {
    assert.ok(isLiteralSecret('velvet-maple-pickle', { ...strong, literalSyntax: true }));
    assert.ok(isLiteralSecret('correct horse battery staple', { ...strong, quoted: true }));
    assert.ok(isLiteralSecret('$ecret!Pass', strong));
  });
  it('leaves references, placeholders and prose', () => {
    for (const v of ['$DB_PASSWORD', '${PASS}', 'getPassword()', 'config.db.password', 'accessToken', '<your password>', 'changeme', 'fake_pass_1']) assert.ok(!isLiteralSecret(v, strong), v);
    assert.ok(!isLiteralSecret('Password must be at least 8 characters.', { ...strong, quoted: true }));
  });
  it('remembers only values distinctive enough to look for everywhere', () => {
    assert.ok(isDistinctive('hunter2') && isDistinctive('velvet-maple') && isDistinctive('opensesame12'));
    assert.ok(!isDistinctive('postgres') && !isDistinctive('admin'));
  });
});

describe('prose, decoded, wrapped, hyphenated', () => {
  it('finds secrets stated in prose, in several languages, and leaves ordinary sentences', () => {
    assert.deepEqual(kinds('my password is hunter2, keep it'), ['stated-secret']);
    assert.deepEqual(kinds('La contraseña es Xk9mP2qL7.'), ['stated-secret']);
    assert.deepEqual(kinds('パスワードはAbc12345です'), ['stated-secret']);
    assert.deepEqual(kinds('The password is required and the token is valid for an hour.'), []);
  });
  it('decodes base64 and keeps user:password, not names or images', () => {
    assert.deepEqual(kinds(`auth=${Buffer.from('ci-bot:Zq8xLp2Vw9').toString('base64')}`), ['secret-assignment']);
    assert.deepEqual(kinds(`echo ${Buffer.from('admin:velvet-maple').toString('base64')} | base64 -d`), ['encoded-secret']);
    assert.deepEqual(kinds('node_id: MDQ6VXNlcjUxNDI5OTkw'), []);
  });
  it('finds a token split by a line break, and one right after a hyphen', () => {
    const token = 'ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef1234';
    assert.equal(redact(`export T=${token.slice(0, 17)}\n${token.slice(17)}\ndone`).text, 'export T=[REDACTED:github-token]\ndone');
    assert.equal(redact(`x-${token}`).text, 'x-[REDACTED:github-token]');
  });
});

describe('answers', () => {
  const msg = (role: 'user' | 'assistant', text: string): SessionMessage => ({ role, kind: role === 'user' ? 'prompt' : 'reply', text, time: '2026-03-01T10:00:00Z' });
  it('takes the answer to a question that asked for a password, numbered or not', () => {
    assert.deepEqual(answeredSecrets([msg('assistant', '1. Which region?\n2. What should the admin password be?'), msg('user', '1. eu-west-1\n2. hunter2x')]), ['hunter2x']);
    assert.deepEqual(answeredSecrets([msg('assistant', "What's the database password?"), msg('user', 'Tr0ub4dor')]), ['Tr0ub4dor']);
  });
  it('takes nothing from a refusal or a sentence', () => {
    assert.deepEqual(answeredSecrets([msg('assistant', "What's the database password?"), msg('user', 'no')]), []);
    assert.deepEqual(answeredSecrets([msg('assistant', "What's the database password?"), msg('user', 'It is in the vault, ask Ana.')]), []);
  });
});

describe('known values and their store', () => {
  it('finds a value bare, in quotes, after = or :, and not inside a longer word', () => {
    const set = new SecretSet(Buffer.from('0123456789abcdef'));
    set.addValue('hunter2x', 'secret-assignment');
    assert.equal(redactKnown('try hunter2x, "hunter2x", PW=hunter2x, u:hunter2x@h', [set]), 'try [REDACTED:secret-assignment], "[REDACTED:secret-assignment]", PW=[REDACTED:secret-assignment], u:[REDACTED:secret-assignment]@h');
    assert.equal(redactKnown('nothunter2x hunter2xy', [set]), 'nothunter2x hunter2xy');
  });
  it('finds a value cut off by a shortened quote', () => {
    const set = new SecretSet(Buffer.from('0123456789abcdef'));
    const cut = new CutValues([['velvet-maple-pickle-zephyr', 'secret-assignment']]);
    assert.equal(redactKnown('the tag velvet-maple-pi…', [set], cut), 'the tag [REDACTED:secret-assignment]…');
    assert.equal(redactKnown('as velvet-maple-pickle', [set], cut), 'as [REDACTED:secret-assignment]');
    assert.equal(redactKnown('velvet-maple-pickles are fine', [set], cut), 'velvet-maple-pickles are fine');
  });
  it('keeps values as salted hashes only, and finds them by hash in a later run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-store-'));
    const store = loadSecretStore(dir, () => {});
    rememberSecrets(store, [['velvet-maple-pickle-zephyr', 'secret-assignment'], ['correct horse battery staple', 'secret-assignment']]);
    saveSecretStore(dir, store);
    const text = readFileSync(path.join(dir, '.lore/secrets.json'), 'utf8');
    assert.ok(!text.includes('velvet') && !text.includes('horse'), 'no clear value in the store');
    const again = secretSetOf(loadSecretStore(dir, () => {}));
    assert.equal(redactKnown('tag velvet-maple-pickle-zephyr and "correct horse battery staple".', [again]), 'tag [REDACTED:secret-assignment] and "[REDACTED:secret-assignment]".');
  });
});
