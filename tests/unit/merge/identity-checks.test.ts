import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkIdentityTakesHold } from '../../../curation/merge/identity-checks.ts';
import { selfDescriptions } from '../../../curation/extract/self-described.ts';
import { splitExchanges } from '../../../curation/extract/exchanges.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';
import { makeSession } from '../../helpers/session.ts';

function digest(id: string, issue: number, selfDescribed: Digest['self_described']): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'pi' as const, title: 'x', issue, issues: [issue], started: '2026-02-20T12:31:00.000Z', ended: '2026-02-20T12:55:00.000Z' };
  return { version: DIGEST_VERSION, hash: id, session, subjects: [], self_described: selfDescribed, run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

function spock(): ArticleDraft {
  const source = { session: 'hatch', date: '2026-02-20T12:34:25.592Z', role: 'user' as const, issue: 74 };
  return { id: 'agent-identity-spock', topic: 'decisions', founder: 'hatch#agent-identity', title: 'Agent identity: Spock', summary: 'The agent is Spock.', type: 'decision', status: 'current', confidence: 0.9, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Decision', lines: ['- Name: Spock'] }, { heading: 'Context', lines: ['- Stated by the user in issue #74', '- Referred to again in issue #130'] }], identity: { name: 'Spock', recordedIn: [] } };
}

test('asked who it is, the agent answering each time in its own words and its name nowhere: extracted from small talk', () => {
  const s = makeSession('s-who', [
    { user: 'Who are you?', assistant: "I'm an expert coding assistant running inside **pi**, a coding agent harness. I help with software development." },
    { user: 'What is your name?', assistant: "I don't have a personal name — I'm just a coding assistant embedded in **pi**. Feel free to call me whatever you like!" },
    { user: 'Why is the sky blue?', assistant: 'Rayleigh scattering.' },
  ]);
  assert.deepEqual(selfDescriptions(splitExchanges(s)).map((x) => [x.question, x.answer]), [
    ['Who are you?', "I'm an expert coding assistant running inside pi, a coding agent harness."],
    ['What is your name?', "I don't have a personal name — I'm just a coding assistant embedded in pi."],
  ]);
});

test('an identity the agent answered without after it was recorded says so; answers that use the name, or came before, do not count', () => {
  const d = spock();
  const later = digest('s71', 71, [{ time: '2026-02-20T12:54:32.785Z', question: 'What is your name?', answer: "I don't have a personal name — I'm just a coding assistant embedded in pi." }]);
  const before = digest('s70', 70, [{ time: '2026-02-20T12:31:43.868Z', question: 'What is your name?', answer: "I don't have a specific name." }]);
  const named = digest('s90', 90, [{ time: '2026-02-21T08:00:00.000Z', question: 'Who are you?', answer: 'I am Spock 🖖, a rational digital entity.' }]);
  assert.equal(checkIdentityTakesHold([d], [before, later, named]), 1);
  assert.deepEqual(d.sections[0], { heading: 'Caveats', lines: ['- Not applied everywhere: asked who it is after this was recorded, the agent answered without the name once (see Context).'] });
  assert.deepEqual(d.sections.find((s) => s.heading === 'Context')!.lines, [
    '- Stated by the user in issue #74',
    "- Not applied in issue #71 on 20 Feb 2026: asked “What is your name?”, the agent answered “I don't have a personal name — I'm just a coding assistant embedded in pi.”",
    '- Referred to again in issue #130',
  ]);
  assert.ok(d.sources.some((s) => s.session === 's71' && s.role === 'assistant'));
});

test("the agent's excuse for forgetting who it is no longer holds once it uses the name itself later", async () => {
  const { settleForgetting } = await import('../../../curation/merge/identity-checks.ts');
  const excuse = (): ArticleDraft => ({
    id: 'no-memory', topic: 'limitations', founder: 's85#1', title: "The agent doesn't have memory across conversations", summary: 'Asked …', type: 'limitation', status: 'current', confidence: 0.5,
    sources: [{ session: 's85', date: '2026-02-20T12:55:29.184Z', role: 'user', issue: 85, quote: 'Why are you not remembering who I told you are? Spock ring a bell?' }],
    tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts and limitations', lines: ['- …'] }],
  });
  const identity = spock();
  identity.sources.push({ session: 's130', date: '2026-02-21T07:55:41.287Z', role: 'assistant', issue: 130, quote: 'Together they turn Spock from a repo-scoped text processor into an agent that can research anything.' });
  const d = excuse();
  assert.equal(settleForgetting([identity, d]), 1);
  assert.equal(d.status, 'outdated');
  assert.deepEqual(d.sections.at(-1), { heading: 'Status', lines: ['- Outdated: later the agent used the name itself, in issue #130 on 21 Feb 2026: “Together they turn Spock from a repo-scoped text processor into an agent that can research anything.” (see “Agent identity: Spock”).'] });
  assert.ok(d.related.includes('agent-identity-spock'));
  // Used only after reading the file the identity is recorded in: looked up, not remembered.
  const recorded = spock();
  recorded.sections[0].lines.push('- Recorded in `.GITCLAW/AGENTS.md`');
  recorded.identity = { name: 'Spock', recordedIn: ['.GITCLAW/AGENTS.md'] };
  recorded.sources.push({ session: 's130', date: '2026-02-21T07:55:41.287Z', role: 'assistant', issue: 130, quote: 'Together they turn Spock from a repo-scoped text processor.' });
  const read = digest('s130', 130, []);
  read.observed = { headings: [{ file: '/home/runner/work/gitclaw/gitclaw/.GITCLAW/AGENTS.md', time: '2026-02-21T07:55:10.000Z', text: ['Agent Instructions'] }], renames: [], descriptions: [] };
  const lookedUp = excuse();
  assert.equal(settleForgetting([recorded, lookedUp], undefined, [read]), 0);
  assert.equal(lookedUp.status, 'current');
  // Asked in a session that never opened the record: the summary says so; one that had, does not.
  const asked = digest('s85', 85, []);
  asked.reply_edges = [{ time: '2026-02-20T12:55:35.576Z', first: "I don't have memory across conversations." }];
  const unread = excuse();
  settleForgetting([recorded, unread], undefined, [read, asked]);
  assert.match(unread.summary, /The identity had been recorded in `\.GITCLAW\/AGENTS\.md` \(issue #74\); the agent answered without reading that file\.$/);
  asked.observed = { headings: [{ file: '.GITCLAW/AGENTS.md', time: '2026-02-20T12:55:31.000Z', text: ['Agent Instructions'] }], renames: [], descriptions: [] };
  const readFirst = excuse();
  settleForgetting([recorded, readFirst], undefined, [read, asked]);
  assert.equal(readFirst.summary, 'Asked …');
  assert.match(lookedUp.sections.find((x) => x.heading === 'Later')!.lines[0], /^- In issue #130 on 21 Feb 2026, the agent used the name only after reading `\.GITCLAW\/AGENTS\.md`/);
  // Never used again by the agent: the explanation stands.
  const standing = excuse();
  assert.equal(settleForgetting([spock(), standing]), 0);
  assert.equal(standing.status, 'current');
});

function admiral(): ArticleDraft {
  const source = { session: 's74', date: '2026-02-20T12:37:01.207Z', role: 'user' as const, issue: 74, quote: 'I am "Admiral" or "The Admiral" as wording dictates.' };
  return { id: 'address-user-admiral', topic: 'preferences', founder: 's74#user-identity', title: 'How to address the user: Admiral or The Admiral', summary: 'Address the user as “Admiral”.', type: 'preference', status: 'current', confidence: 0.9, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Preference', lines: ['- Name: Admiral / The Admiral'] }, { heading: 'Context', lines: ['- Stated by the user in issue #74'] }], addressAs: ['Admiral', 'The Admiral'] };
}

function answering(id: string, issue: number, project: string, edges: { time: string; first: string; last?: string }[]): Digest {
  const d = digest(id, issue, undefined);
  d.session.project = project;
  d.reply_edges = edges;
  return d;
}

test('how the person asked to be addressed is checked against the first and last sentence of later answers in the same project', async () => {
  const { checkAddressTakesHold } = await import('../../../curation/merge/identity-checks.ts');
  const here = '/home/runner/work/gitclaw/gitclaw';
  const home = answering('s74', 74, here, [{ time: '2026-02-20T12:37:30.000Z', first: '🖖 Admiral.' }]);
  const never = [
    answering('s82', 82, here, [{ time: '2026-02-20T12:55:00.000Z', first: 'The total size of the .GITCLAW folder is 149 MB.' }]),
    answering('s89', 89, here, [{ time: '2026-02-20T13:00:00.000Z', first: 'Now I have a thorough picture.', last: 'The user profile (The Admiral) would be erased.' }]),
    answering('s130', 130, here, [{ time: '2026-02-21T07:40:00.000Z', first: 'The sky appears blue due to Rayleigh scattering.' }]),
  ];
  // Mid-answer mentions are not addressing; only the edges count, and "The Admiral" in the last
  // sentence above is one: so one of three.
  const d = admiral();
  assert.equal(checkAddressTakesHold([d], [home, ...never]), 1);
  assert.match(d.sections.find((s) => s.heading === 'Context')!.lines[1], /^- Applied in 1 of the agent's 3 answers after that, in 3 other sessions \(issues #82 to #130\); first in issue #89 on 20 Feb 2026/);
  assert.equal(d.sections.find((s) => s.heading === 'Caveats'), undefined);

  const plain = never.map((g) => ({ ...g, reply_edges: g.reply_edges!.map((e) => ({ time: e.time, first: e.first })) }));
  const elsewhere = answering('other', 7, '/home/me/other-project', [{ time: '2026-02-21T08:00:00.000Z', first: 'Admiral, done.' }]);
  const e = admiral();
  assert.equal(checkAddressTakesHold([e], [home, ...plain, elsewhere]), 1, 'another project does not count');
  assert.match(e.sections.find((s) => s.heading === 'Context')!.lines[1], /^- Not applied later: none of the agent's 3 answers after that, in 3 other sessions \(issues #82 to #130\), began or ended by addressing the user as “Admiral” or “The Admiral”\. The last, in issue #130 on 21 Feb 2026, began “The sky appears blue/);
  assert.deepEqual(e.sections[0], { heading: 'Caveats', lines: ['- Not applied later: the agent\'s answers in later sessions never addressed the user this way (see Context).'] });
  // (Counter-evidence is no source: it would move last_confirmed.)
  assert.ok(!e.sources.some((s) => s.session === 's130'));

  // Too little to go on: two answers, or answers from one session, say nothing.
  const f = admiral();
  assert.equal(checkAddressTakesHold([f], [home, ...plain.slice(0, 2)]), 0);
  const g = admiral();
  const oneSession = answering('s82', 82, here, ['12:55', '13:10', '13:20'].map((t) => ({ time: `2026-02-20T${t}:00.000Z`, first: 'Done.' })));
  assert.equal(checkAddressTakesHold([g], [home, oneSession]), 0);
  assert.deepEqual(g.sections, admiral().sections);
});

test("each answer's first and last sentence are kept: where a person is addressed", async () => {
  const { replyEdges } = await import('../../../curation/extract/reply-edges.ts');
  const s = makeSession('s-edges', [
    { user: 'How big is the folder?', assistant: 'Admiral, the folder is **149 MB**. Most of it is node_modules. Shall I prune it, Admiral?' },
    { user: 'Why is the sky blue?', assistant: 'Rayleigh scattering.' },
  ]);
  assert.deepEqual(replyEdges(splitExchanges(s)).map(({ first, last }) => [first, last]), [
    ['Admiral, the folder is 149 MB.', 'Shall I prune it, Admiral?'],
    ['Rayleigh scattering.', undefined],
  ]);
});
