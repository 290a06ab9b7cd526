// claims/rules/document-facts.ts: what a written document lays down: its outline and its most
// specific statements, each about the document's file and under its heading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOCUMENT_FACTS } from '../../../curation/claims/rules/document-facts.ts';
import { byRule, digestOf, markdownDocument } from './helpers.ts';

const GUIDE = markdownDocument('Deployment Guide', {
  Requirements: '- **Node**: version 22.18 or newer, set in `.nvmrc`\n- **Port**: the service listens on 8080, from `config/server.yaml`',
  Steps: '1. Build with `npm run build` into `dist/`.\n2. Upload `dist/` to the `widgets-prod` bucket.',
  Rollback: 'Re-deploy the previous tag with `scripts/rollback.sh`.',
});

test("the outline and the specific statements of a document, the agent's, about its file", async () => {
  const d = await digestOf([{ user: 'Write docs/DEPLOY.md describing the deployment', tools: [{ name: 'write', arguments: { path: 'docs/DEPLOY.md', content: GUIDE } }], assistant: 'Wrote `docs/DEPLOY.md`.' }]);
  const facts = byRule(d, 'document-facts');
  assert.ok(facts.every((c) => c.kind === 'fact' && c.speaker === 'agent' && c.role === 'tool' && c.file === 'docs/DEPLOY.md'));
  const outline = facts.find((c) => c.heading === 'outline');
  assert.ok(outline, 'the outline is a claim');
  for (const h of ['Requirements', 'Steps', 'Rollback']) assert.ok(outline.text.includes(h), h);
  const node = facts.find((c) => /22\.18/.test(c.text));
  assert.equal(node?.heading, 'Requirements');
  assert.ok(facts.length <= DOCUMENT_FACTS.perDocument + 1);
});

test('a document with one heading has no outline; vague lines are not kept', async () => {
  const text = `# Notes\n\n${'This document collects some general thoughts about how things could work better in the future. '.repeat(4)}`;
  const d = await digestOf([{ user: 'Write docs/NOTES.md', tools: [{ name: 'write', arguments: { path: 'docs/NOTES.md', content: text } }], assistant: 'Wrote `docs/NOTES.md`.' }]);
  assert.equal(d.exchanges[0].document?.file, 'docs/NOTES.md', 'the document was read');
  assert.deepEqual(byRule(d, 'document-facts'), []);
});

test('a document in German: outline and statements', async () => {
  const text = markdownDocument('Bereitstellung', {
    Voraussetzungen: '- **Node**: Version 22.18 oder neuer, festgelegt in `.nvmrc`\n- **Port**: der Dienst lauscht auf 8080, aus `config/server.yaml`',
    Schritte: '1. Mit `npm run build` nach `dist/` bauen.\n2. `dist/` in den Bucket `widgets-prod` hochladen.',
  });
  const d = await digestOf([{ user: 'Schreibe docs/DEPLOY.de.md', tools: [{ name: 'write', arguments: { path: 'docs/DEPLOY.de.md', content: text } }], assistant: '`docs/DEPLOY.de.md` geschrieben.' }]);
  const facts = byRule(d, 'document-facts');
  assert.match(facts.find((c) => c.heading === 'outline')?.text ?? '', /Voraussetzungen.*Schritte/);
  assert.ok(facts.some((c) => /22\.18/.test(c.text) && c.heading === 'Voraussetzungen'));
});

test('a document the person pasted is not a document the agent wrote', async () => {
  const d = await digestOf([{ user: `Here is our deployment guide:\n\n${GUIDE}`, assistant: 'Thanks, I read the guide.' }]);
  assert.deepEqual(byRule(d, 'document-facts'), []);
  assert.deepEqual(byRule(d, 'documents'), []);
});
