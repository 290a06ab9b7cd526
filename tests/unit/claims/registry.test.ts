// claims/registry.ts: every rule named once, described, tested in a file of its own, run in an order
// where corrections and picks see the answers before the general findings take their words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_RULES } from '../../../curation/claims/registry.ts';
import { claimSchema } from '../../../curation/schema/claim.ts';
import { digestSchema } from '../../../curation/schema/digest.ts';
import { digestOf } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

test('each rule has a unique kebab-case name, a one-line description and its own structural test file', () => {
  const names = CLAIM_RULES.map((r) => r.name);
  assert.equal(new Set(names).size, names.length);
  for (const r of CLAIM_RULES) {
    assert.match(r.name, /^[a-z]+(?:-[a-z]+)*$/);
    assert.ok(r.description && !r.description.includes('\n'), r.name);
    assert.ok(existsSync(path.join(here, `${r.name}.test.ts`)), `tests/unit/claims/${r.name}.test.ts`);
  }
});

test('picks and corrections run before the findings that would take their words; identity first', () => {
  const at = (name: string) => CLAIM_RULES.findIndex((r) => r.name === name);
  assert.equal(at('identity'), 0);
  for (const early of ['option-pick', 'person-correction', 'person-change', 'person-rules', 'person-decision', 'person-facts']) assert.ok(at(early) < at('agent-findings'), early);
});

test('a digest is valid by its schema; every claim names its rule and its targets point at earlier claims', async () => {
  const d = await digestOf([
    { user: 'What port does the API server listen on in config/server.yaml?', assistant: 'The API server listens on port **5000**, set in `config/server.yaml`.' },
    { user: 'No, the API server port is 8080 in production, check config/prod.yaml', assistant: 'You are right: in production the API server listens on 8080, from `config/prod.yaml`.' },
    { user: 'Always run npm test before you commit. You are Spock.', tools: [{ name: 'bash', arguments: { command: 'git commit -m wip' } }], assistant: 'Understood, and committed.' },
  ]);
  assert.ok(digestSchema.safeParse(d).success);
  const rules = new Set(CLAIM_RULES.map((r) => r.name));
  d.claims.forEach((c, i) => {
    assert.ok(claimSchema.safeParse(c).success, c.text);
    assert.ok(rules.has(c.rule), c.rule);
    for (const t of c.targets) assert.ok(t < i, `claim ${i} targets ${t}`);
  });
  const made = new Set(d.claims.map((c) => c.rule));
  for (const r of ['identity', 'person-rules', 'person-correction', 'agent-findings', 'commands']) assert.ok(made.has(r), r);
});

test('one sentence read the same way by two rules is one claim', async () => {
  const d = await digestOf([{ user: "Let's always use PostgreSQL for the database.", assistant: 'Noted.' }]);
  const texts = d.claims.filter((c) => c.speaker === 'person').map((c) => c.text);
  assert.equal(new Set(texts).size, texts.length);
});
