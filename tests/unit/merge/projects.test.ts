import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeDigests } from '../../../curation/merge/index.ts';
import { extractSession } from '../../../curation/extract/session.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { makeSession } from '../../helpers/session.ts';

const config = resolveConfig({}, process.cwd());
const merge = (cwds: [string, string]) => {
  const a = makeSession('s-before', [{ user: 'What is the total size of the .GITCLAW folder?', tools: [{ name: 'bash', commands: ['du -sh .GITCLAW'] }], assistant: 'The total size of the .GITCLAW folder is 149 MB, mostly node_modules.' }], { cwd: cwds[0], start: '2026-02-20T10:00:00.000Z' });
  const b = makeSession('s-after', [{ user: 'How does the cron workflow trigger the agent on a schedule?', tools: [{ name: 'read', filesRead: ['.github/workflows/agent.yml'] }], assistant: 'The workflow runs on a schedule trigger every 30 minutes and starts the agent with the open issues.' }], { cwd: cwds[1], start: '2026-02-23T10:00:00.000Z' });
  return mergeDigests({ digests: [a, b].map((s) => ({ ...extractSession(s).digest, hash: s.id })), config, knownIds: new Map(), reservedIds: new Set(), now: new Date('2026-02-24T00:00:00Z') }).drafts;
};

test('a repository renamed in a runner checkout is one project: its articles are not tagged or placed by project', () => {
  const drafts = merge(['/home/runner/work/gitclaw/gitclaw', '/home/runner/work/github-claw/github-claw']);
  assert.ok(drafts.length >= 2);
  for (const d of drafts) {
    assert.ok(!d.tags.includes('gitclaw') && !d.tags.includes('github-claw'), d.tags.join(','));
    assert.ok(!d.sections.find((s) => s.heading === 'Context')!.lines.some((l) => / of (?:gitclaw|github-claw) /.test(l)));
  }
  // Two projects side by side on a workstation stay two, each named.
  const two = merge(['~/code/gitclaw', '~/code/billing']);
  assert.deepEqual(two.map((d) => d.tags.filter((t) => t === 'gitclaw' || t === 'billing')).flat().sort(), ['billing', 'gitclaw']);
});
