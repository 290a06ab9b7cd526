import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redact, findSecrets } from '../../../curation/privacy/redact.ts';
import { SECRET_KINDS } from '../../../curation/privacy/detectors.ts';
import { LOOK_ALIKES, PLANTED, fake } from '../../fixtures/privacy/fake-secrets.ts';

/** No 12-character window of the secret survives (a partial leak is a leak). */
function assertGone(output: string, secret: string, label: string): void {
  const width = Math.min(12, secret.length);
  for (let i = 0; i + width <= secret.length; i++) {
    const piece = secret.slice(i, i + width);
    // Windows made of escape/formatting characters only say nothing about the secret.
    if (/^[\s\\n-]*$/.test(piece)) continue;
    assert.ok(!output.includes(piece), `${label}: "${piece}" of the secret survived in ${JSON.stringify(output)}`);
  }
}

describe('redact: planted secrets', () => {
  for (const p of PLANTED) {
    it(`catches ${p.kind} in ${JSON.stringify(p.text.slice(0, 48))}…`, () => {
      const { text, found } = redact(p.text);
      assertGone(text, p.secret, p.kind);
      assert.ok(text.includes(`[REDACTED:${p.kind}]`), `expected [REDACTED:${p.kind}] in ${JSON.stringify(text)}`);
      assert.ok(found.some((f) => f.kind === p.kind), `findings ${JSON.stringify(found)} lack ${p.kind}`);
      for (const f of found) assert.deepEqual(Object.keys(f).sort(), ['index', 'kind'], 'a finding never carries the secret');
    });
  }

  it('covers every kind it can report (custom apart)', () => {
    const planted = new Set(PLANTED.map((p) => p.kind));
    // (answered-secret needs a whole session: tests/unit/privacy/sanitize.test.ts plants it.)
    for (const kind of SECRET_KINDS) if (kind !== 'custom' && kind !== 'answered-secret') assert.ok(planted.has(kind), `no planted secret of kind ${kind}`);
  });

  it('reports where each secret started', () => {
    const key = `ghp_${fake(36)}`;
    const text = `first line\ntoken ${key} end`;
    const { found } = redact(text);
    assert.deepEqual(found, [{ kind: 'github-token', index: text.indexOf(key) }]);
  });

  it('keeps user and host of a URL with a password', () => {
    const { text } = redact('psql postgres://app:Zq8xLp2Vw9@db.internal:5432/app');
    assert.equal(text, 'psql postgres://app:[REDACTED:url-password]@db.internal:5432/app');
  });

  it('ends a value at the next query parameter, not at a lone &', () => {
    assert.equal(redact('GET /cb?api_key=Zx9Kq2Lm8Np4&state=ok').text, 'GET /cb?api_key=[REDACTED:secret-assignment]&state=ok');
    assert.equal(redact('PASSWORD=ab&cd1234ef').text, 'PASSWORD=[REDACTED:secret-assignment]');
  });

  it('reads a quoted value in prose, and leaves code named in a sentence', () => {
    assert.equal(redact('The password is "Zq8-harbor-Lp2" for now.').text, 'The password is "[REDACTED:stated-secret]" for now.');
    assert.equal(redact('the token is `SyntheticEQDataset` here').text, 'the token is `SyntheticEQDataset` here');
  });

  it('keeps the key name of an assignment', () => {
    assert.equal(redact('DB_PASSWORD=hunter2hunter2').text, 'DB_PASSWORD=[REDACTED:secret-assignment]');
    assert.equal(redact('"apiKey": "Zx9Kq2Lm8Np4Rt6Vw1Yb"').text, '"apiKey": "[REDACTED:secret-assignment]"');
  });

  it('redacts several secrets of several kinds in one text, in order', () => {
    const a = `AKIA${fake(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`;
    const b = `xoxb-${fake(12, '0123456789')}-${fake(12, '0123456789')}-${fake(24)}`;
    const { text, found } = redact(`id ${a}\nslack ${b}\nend`);
    assert.equal(text, 'id [REDACTED:aws-access-key-id]\nslack [REDACTED:slack-token]\nend');
    assert.deepEqual(
      found.map((f) => f.kind),
      ['aws-access-key-id', 'slack-token'],
    );
  });

  it('finds tokens right after an escaped newline in JSON text', () => {
    const key = `ghp_${fake(36)}`;
    const { text } = redact(`"output": "line one\\n${key}\\nline three"`);
    assert.equal(text, '"output": "line one\\n[REDACTED:github-token]\\nline three"');
  });

  it('applies extra patterns as kind custom', () => {
    const { text, found } = redact('ticket ACME-123456 and ACME-99', [/ACME-\d{6}/g]);
    assert.equal(text, 'ticket [REDACTED:custom] and ACME-99');
    assert.deepEqual(found, [{ kind: 'custom', index: 7 }]);
  });

  it('accepts extra patterns without the g flag and survives ones matching the empty string', () => {
    assert.equal(redact('code 4242-4242', [/\d{4}-\d{4}/]).text, 'code [REDACTED:custom]');
    assert.equal(redact('nothing here at all', [/x*/g]).text, 'nothing here at all');
  });

  it('returns the very same text when there is nothing to redact', () => {
    const text = 'Nothing secret in this sentence about tokens and keys.';
    const result = redact(text);
    assert.equal(result.text, text);
    assert.deepEqual(result.found, []);
  });

  it('finds nothing new in its own output', () => {
    const once = redact(PLANTED.map((p) => p.text).join('\n')).text;
    assert.deepEqual(redact(once), { text: once, found: [] });
  });

  it('is deterministic', () => {
    const text = PLANTED.map((p) => p.text).join('\n---\n');
    assert.deepEqual(redact(text), redact(text));
  });

  it('handles every planted secret together in one text', () => {
    const text = PLANTED.map((p) => p.text).join('\n\n');
    const out = redact(text).text;
    for (const p of PLANTED) assertGone(out, p.secret, p.kind);
  });
});

describe('redact: awkward inputs', () => {
  it('redacts every one of many private keys that never end', () => {
    const lines = Array.from({ length: 300 }, () => fake(64, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'));
    const text = lines.map((l) => `-----BEGIN EC PRIVATE KEY-----\n${l}\n`).join('');
    const { text: out, found } = redact(text);
    assert.equal(found.length, 300);
    for (const l of lines) assert.ok(!out.includes(l));
  });

  it('leaves long runs of almost-secrets alone', () => {
    for (const text of ['http://a:'.repeat(2000), `x://u:${'p'.repeat(5000)}`, `eyJ${'a'.repeat(5000)}`, 'sk-'.repeat(2000), '<private '.repeat(100)]) {
      assert.deepEqual(redact(text).found, [], text.slice(0, 30));
    }
  });

  it('takes an empty or tiny text', () => {
    assert.deepEqual(redact(''), { text: '', found: [] });
    assert.deepEqual(redact('sk-'), { text: 'sk-', found: [] });
  });
});

describe('redact: look-alikes stay', () => {
  for (const text of LOOK_ALIKES) {
    it(`leaves ${JSON.stringify(text.slice(0, 60))}`, () => {
      const spans = findSecrets(text);
      assert.deepEqual(
        spans.map((s) => `${s.kind}: ${text.slice(s.start, s.end)}`),
        [],
      );
      assert.equal(redact(text).text, text);
    });
  }
});
