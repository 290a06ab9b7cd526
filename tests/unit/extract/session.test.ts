import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asAgentFact, extractSession } from '../../../curation/extract/session.ts';
import { makeSession } from '../../helpers/session.ts';

test('greetings, pings, trivia and failed calls make nothing', () => {
  const s = makeSession('s1', [
    { user: 'Hail' },
    { user: 'Why is the sky blue?', assistant: 'The sky appears blue because of Rayleigh scattering of sunlight by the molecules of the atmosphere.' },
    { user: 'ping', assistant: 'pong' },
  ]);
  const { digest, classes } = extractSession(s);
  assert.deepEqual(digest.subjects, []);
  assert.deepEqual(classes, ['trivia', 'greeting']);
  assert.equal(digest.run.outcome, 'chat');
});

test('an analysis becomes one subject with cited statements, and follow-ups join it', () => {
  const s = makeSession(
    's2',
    [
      {
        user: 'Is it possible to have .GITCLAW/state/** files not be copied when a template is created from the repo?',
        tools: [{ name: 'read', filesRead: ['.gitignore'] }],
        assistant:
          'Unfortunately, **GitHub does not support excluding files** when creating a repository from a template.\n\n1. **Add it to .gitignore** (recommended) — untracked files are not copied.\n2. **Use a setup script** — clean up after creation.\n\nWould you like me to add `.GITCLAW/state/` to your `.gitignore`?',
      },
    ],
    { issue: 110 },
  );
  const { digest } = extractSession(s);
  assert.equal(digest.subjects.length, 1);
  const subject = digest.subjects[0];
  assert.equal(subject.type, 'limitation');
  assert.match(subject.title, /GITCLAW\/state/);
  assert.equal(subject.verified, true);
  assert.equal(subject.sources[0].issue, 110);
  assert.equal(subject.offers[0].text, 'Add .GITCLAW/state/ to the .gitignore');
  assert.equal(subject.offers[0].accepted, undefined);
  // (With the code formatting the answer gave it: "Add it to `.gitignore`".)
  assert.ok(subject.statements.some((st) => st.text.startsWith('Add it to `.gitignore`')), subject.statements.map((st) => st.text).join('\n'));
});

test('accepting an offer and acting on it marks it done', () => {
  const s = makeSession('s3', [
    { user: 'Compare our fork to the upstream repository', tools: [{ commands: ['git log'] }], assistant: 'The fork is **285 commits ahead** of upstream and 0 behind.\n\nWould you like me to post the comparison as a comment on issue #103?' },
    { user: 'Do it now', tools: [{ commands: ['gh issue comment 103'] }], assistant: 'Posted the comparison to issue #103.' },
  ]);
  const subject = extractSession(s).digest.subjects[0];
  assert.deepEqual(subject.offers.map((o) => [o.accepted, o.done]), [[true, true]]);
});

test('identity declarations make declared subjects', () => {
  const s = makeSession('s4', [
    { user: 'You are "Spock" with emoji "Vulcan Hand Symbol"', assistant: 'Fascinating. I am Spock. And who are you?' },
    { user: 'I am "Admiral" or "The Admiral" as wording dictates.', assistant: 'Admiral. Understood.' },
    { user: 'Please adhere to this:\n\nNature: A rational digital entity.\n\nVibe: Disciplined.', assistant: 'Acknowledged.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  const identity = subjects.find((x) => x.anchor === 'agent-identity')!;
  assert.equal(identity.title, 'Agent identity: Spock');
  assert.deepEqual(identity.statements.map((st) => st.key), ['Name', 'Emoji', 'Nature', 'Vibe']);
  const user = subjects.find((x) => x.anchor === 'user-identity')!;
  assert.equal(user.type, 'preference');
  assert.match(user.summary, /“Admiral” or “The Admiral”, as wording dictates/);
});

test('an answer the person corrects leaves the key facts for the History', () => {
  const s = makeSession('s5', [
    { user: 'Which tool sends the broadcast to the intercom workspace?', tools: [{ commands: ['mcp list'] }], assistant: 'The broadcast goes out with the **agent-intercom-ctl** tool, which posts to every workspace.' },
    { user: 'That is actually not correct. The broadcast tool is agent-intercom-broadcast.', tools: [{ commands: ['mcp list'] }], assistant: 'You are right: the broadcast tool is **agent-intercom-broadcast**; agent-intercom-ctl is for local operators only.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /agent-intercom-broadcast/);
  assert.ok(!subject.statements.some((st) => /posts to every workspace/.test(st.text)));
  assert.equal(subject.corrections.length, 1);
  assert.match(subject.corrections[0], /^Earlier answer, corrected on 2026-03-01 \(no longer holds\): .*agent-intercom-ctl/);
});

test('where a discussion lands leads the article: a later verdict, with the first answer kept as a fact', () => {
  const s = makeSession('s-verdict', [
    { user: 'Could the front end of this project switch to Bun?', assistant: 'It could: the front end is a standard Vite project with no npm-only scripts and no native dependencies.' },
    { user: 'Is it worth switching the front end to Bun now, though?', assistant: 'Bun would mostly speed up installs.\n\nMy recommendation: **do not switch the main branch for now**; try it on a branch first.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^It could: the front end is a standard Vite project.* Recommendation: do not switch the main branch for now/i);
  assert.ok(subject.statements.some((st) => /standard Vite project/.test(st.text)), 'the first answer stays as a key fact');
});

test("what the agent says after a stop hook's complaint is housekeeping, not the answer", () => {
  const s = makeSession('s-hook', [
    { user: 'Add a function multiply_numbers to src/math_utils.py with a test', tools: [{ name: 'edit', filesWritten: ['src/math_utils.py'] }], assistant: 'Added multiply_numbers in src/math_utils.py:9 and test_multiply_numbers in tests/test_math_utils.py:13; all 12 tests pass.' },
  ]);
  const after = new Date(Date.parse(s.endedAt) + 60_000).toISOString();
  const later = new Date(Date.parse(s.endedAt) + 120_000).toISOString();
  s.messages.push({ role: 'user', kind: 'instruction', text: 'Stop hook feedback:\nCannot exit with untracked files.', time: after });
  s.toolCalls.push({ name: 'bash', time: later, filesRead: [], filesWritten: [], commands: ['git commit -am wip'], ok: true });
  s.messages.push({ role: 'assistant', kind: 'reply', text: 'The .gitignore was already committed (a hook or linter committed it). The working tree is now clean.', time: new Date(Date.parse(later) + 1000).toISOString() });
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /multiply_numbers in src\/math_utils\.py:9/);
  assert.doesNotMatch(subject.summary, /gitignore|working tree/);
});

test('a done task the person later reverses says so', () => {
  const s = makeSession('s-undo', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: 'Both prompts list the read-only commands, so the list is duplicated in src/prompts.py.\n\nWould you like me to remove the command list from answer_netmiko_question to eliminate the redundancy?' },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question; it now refers to the system prompt.' },
    { user: 'Actually remove the command list from the system prompt and add it to the other one.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Moved the command list into answer_netmiko_question; the system prompt is minimal now.' },
  ]);
  const offer = extractSession(s).digest.subjects.flatMap((x) => x.offers)[0];
  assert.equal(offer.done, true);
  assert.match(offer.reversed?.quote ?? '', /^Actually remove the command list from the system prompt/);
});

test("what a later verdict overturns leaves the key facts for the History", () => {
  const s = makeSession('s-overturn', [
    { user: '继续和我深入讨论下 req.Exactly 的技术细节，还有遗漏的问题吗？', tools: [{ name: 'read', filesRead: ['pkg/scheduler/api/dra.go'] }], assistant: '根据 K8s DRA v1 API，DeviceRequest 的结构有变化。\n\n- 没有 Exactly 这个子结构，req.Exactly 的写法需要改。\n- deviceClassName 和 count 直接在 request 上。' },
    { user: '你再确认一下 k8s.io/api v0.35 里的 req.Exactly 结构', assistant: '我查了 v0.35 的源码。\n\n结论：当前代码的 req.Exactly 路径是正确的。' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /req\.Exactly 路径是正确的/);
  assert.ok(!subject.statements.some((st) => /没有 Exactly/.test(st.text)), 'the overturned claim is not a key fact');
  assert.ok(subject.corrections.some((c) => /没有 Exactly/.test(c)), 'it is kept in the History');
});

test("in a design discussion the person's next proposals stay with the design", () => {
  const s = makeSession('s-design', [
    { user: 'Read docs/design/quota.md and discuss the quota design with me', tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: 'The design counts quota per pod today; the open questions are shared claims, naming and where totals come from.' },
    { user: "Let's use per-claim counting for shared claims.", assistant: 'Agreed: quota is counted once per claim, so the scheduler needs a cache of claims and their users.' },
    { user: 'I think we should name the cache resourceClaimRefs instead of draCountedClaims', assistant: 'Renamed: resourceClaimRefs maps each claim to the set of tasks using it; allocate adds, deallocate removes.' },
    { user: 'We should read cluster totals from ResourceSlice objects, with a manual override on the root queue', assistant: 'Totals now come from ResourceSlice objects, summed per DeviceClass; a root-queue capability overrides them when set.' },
  ]);
  const analyses = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.equal(analyses.length, 1, analyses.map((x) => x.title).join(' | '));
});

test('an offer taken up later in other words, and done, is done', () => {
  const s = makeSession('s-later', [
    { user: 'Compare our design notes with the plan B described in the Notion document', tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: 'Plan B puts deviceclass/ keys into the queue capability; our design notes still describe a separate dra field.\n\nShall I rewrite the two design documents following plan B?' },
    { user: 'What does plan B mean for the webhook validation?', assistant: 'The webhook validation already accepts deviceclass/ keys, because they are ordinary ResourceNames.' },
    { user: 'OK, start rewriting the two design documents for plan B', tools: [{ name: 'write', filesWritten: ['docs/design/quota.md', 'docs/user-guide/quota.md'] }], assistant: 'Rewrote both design documents for plan B: docs/design/quota.md and docs/user-guide/quota.md.' },
  ]);
  const offer = extractSession(s).digest.subjects.flatMap((x) => x.offers).find((o) => /rewrite the two design documents/i.test(o.text))!;
  assert.equal(offer.accepted, true);
  assert.equal(offer.done, true);
});

test("an interrupted turn's progress notes start no subject of their own", () => {
  const s = makeSession('s-abort', [
    { user: 'The nightly eval job failed, can you find out why from its logs?', tools: [{ commands: ['qzcli logs job-5acf'] }], assistant: 'Found it: the evaluation finished and saved its results; the job failed in the wrap-up of run_one.sh, line 121: unexpected EOF while looking for a matching quote.' },
    { user: 'SSH into the GPU box and look at that file', tools: [{ commands: ['ssh dev-4090 true'] }], assistant: 'qzcli runs in a uv tool venv that lacks websocket-client; the problem is local, not on the remote machine.' },
  ]);
  s.messages.push({ role: 'user', kind: 'instruction', text: '<turn_aborted>\nThe user interrupted the turn.\n</turn_aborted>', time: new Date(Date.parse(s.endedAt) + 60_000).toISOString() });
  const analyses = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.equal(analyses.length, 1, analyses.map((x) => x.title).join(' | '));
  assert.match(analyses[0].summary, /run_one\.sh/);
});

test('run and session titles carry no URLs', () => {
  const s = makeSession('s-url', [
    { user: 'Read https://www.notion.so/acme/Queue-Design-31bca50a and compare it with docs/design.md', tools: [{ name: 'read', filesRead: ['docs/design.md'] }], assistant: 'The Notion design keeps a separate quota field; docs/design.md uses deviceclass/ keys instead.' },
  ]);
  const { digest } = extractSession(s);
  assert.doesNotMatch(digest.run.title, /https?:|notion\.so/);
  assert.doesNotMatch(digest.session.title, /https?:|notion\.so/);
});

test('options in a table say which one the person chose; naming one in a question chooses nothing', () => {
  const options = 'Two ways to count a shared claim:\n\n| Option | Pros | Cons |\n|---|---|---|\n| Per claim | matches physical use | needs a claim cache |\n| Per pod | simple | over-counts quota |\n';
  const chose = makeSession('s-choose', [
    { user: 'How should quota count a ResourceClaim shared by several pods in src/quota.ts?', tools: [{ name: 'read', filesRead: ['src/quota.ts'] }], assistant: options },
    { user: "Let's go with per-claim counting, with a cache of claims in src/quota.ts.", assistant: 'Agreed: quota counts each claim once; the scheduler keeps a cache of claims.' },
  ]);
  const texts = extractSession(chose).digest.subjects.flatMap((x) => x.statements.map((st) => st.text));
  assert.ok(texts.some((t) => /^Per claim — Pros: .*\(chosen\)$/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /^Per pod — Pros: .*\(not chosen\)$/.test(t)), texts.join(' | '));
  const asked = makeSession('s-ask', [
    { user: 'How should quota count a ResourceClaim shared by several pods in src/quota.ts?', tools: [{ name: 'read', filesRead: ['src/quota.ts'] }], assistant: options },
    { user: 'Compare per pod counting with what Kueue does in src/quota.ts?', assistant: 'Kueue counts per pod as well, and documents the over-counting as a known limitation.' },
  ]);
  assert.ok(!extractSession(asked).digest.subjects.some((x) => x.statements.some((st) => /chosen\)$/.test(st.text))));
});

test('"You\'re right" that only agrees to an addition corrects nothing', () => {
  const s = makeSession('s-agree', [
    { user: 'Where should cluster totals for device classes come from in src/quota.ts?', tools: [{ name: 'read', filesRead: ['src/quota.ts'] }], assistant: 'Totals come from ResourceSlice objects, summed per DeviceClass; partitionable devices are skipped in the MVP.' },
    { user: 'Also note some ResourceSlices support partitionable devices in src/quota.ts', assistant: "You're right, partitionable devices need a note: the MVP skips them and logs a warning, and the root queue can set totals by hand." },
  ]);
  const [subject] = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.deepEqual(subject.corrections, []);
});

test('saying "continue" or "agree" twice is not a retry that corrects the earlier answer', () => {
  const s = makeSession('s-continue', [
    { user: 'Walk me through the open questions of the quota design in docs/design/quota.md', tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: 'First question: shared claims should be counted once per claim, so the scheduler needs a claim cache.' },
    { user: 'continue', assistant: 'Second question: totals come from ResourceSlice objects, with a root-queue override.' },
    { user: 'continue', assistant: 'Third question: reclaimed quota is released at once, without waiting for the claim to be freed.' },
  ]);
  const [subject] = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.deepEqual(subject.corrections, []);
});

test('a decision table restated later counts once, in its latest wording; a request to discuss decides nothing', () => {
  const table = (rows: string[]) => `## Decision summary\n\n| # | Question | Decision |\n|---|---|---|\n${rows.map((r, i) => `| ${i + 1} | ${r} |`).join('\n')}\n`;
  const s = makeSession('s-tables', [
    { user: "Let's discuss every open question of docs/design/quota.md and settle the plan", tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: table(['Shared claims | count per claim', 'Totals | from ResourceSlice']) },
    { user: 'agree', assistant: table(['Shared claims | count once per claim, with a claim cache', 'Totals | from ResourceSlice, root queue may override', 'Naming | no DRA prefix']) },
  ]);
  const [subject] = extractSession(s).digest.subjects.filter((x) => !x.declared);
  const decisions = subject.statements.filter((st) => st.type === 'decision').map((st) => st.text);
  assert.deepEqual(decisions, ['Shared claims: count once per claim, with a claim cache', 'Totals: from ResourceSlice, root queue may override', 'Naming: no DRA prefix']);
});

test('each statement cites the message that said it, and the summary the exchange it came from', () => {
  // An answer in two messages after the last tool call, a minute apart; then a follow-up whose
  // verdict leads the article.
  const s = makeSession('s-times', [
    {
      user: 'Why does the nightly export job fail on the staging cluster?',
      tools: [{ name: 'bash', commands: ['kubectl logs export'] }],
      assistant: 'The export job runs out of memory: the pod limit is 512 MiB while the dump needs about 900 MiB.',
    },
    { assistant: 'Two more findings:\n\n- **Retry policy**: re-runs the whole dump from the start, so every retry hits the same limit again.\n- **Schedule**: the job starts at 02:00, together with the backup job.' },
    { user: 'Which fix should we apply to the export job first, the memory limit or the retry policy?', assistant: 'My recommendation: raise the export pod memory limit to 1 GiB before touching the retry policy.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  const timeOf = (re: RegExp) => subject.statements.find((st) => re.test(st.text))?.source.date;
  // makeSession: prompt 10:00, tool 10:01, first reply 10:02, second reply 10:03, prompt 10:04, reply 10:05.
  assert.equal(timeOf(/^Retry policy: re-runs/), '2026-03-01T10:03:00.000Z');
  assert.equal(timeOf(/out of memory/), '2026-03-01T10:02:00.000Z');
  assert.match(subject.summary, /raise the export pod memory limit/i);
  const said = subject.sources.find((x) => x.role === 'assistant')!;
  assert.equal(said.date, '2026-03-01T10:05:00.000Z');
  assert.match(said.quote ?? '', /raise the export pod memory limit/i);
});

test('limitations met on the way do not make a limitation article when the verdict is positive', () => {
  const s = makeSession('s-verdict', [
    {
      user: 'Review the quota path for exact device requests in pkg/quota/claims.go',
      tools: [{ name: 'read', filesRead: ['pkg/quota/claims.go'] }],
      assistant: 'What I checked:\n\n- The v1beta1 API does not support FirstAvailable in this path\n- The informer cannot see claims of other namespaces\n- There is no way to count partitionable devices yet\n- The quota is checked before binding, in the Allocate step',
    },
    { user: 'So is the exact path wrong in pkg/quota/claims.go?', assistant: 'Bottom line: the current Exactly path in pkg/quota/claims.go is correct, and counts each claim once.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /Exactly path .* is correct/);
  assert.equal(subject.type, 'fact');
});

test('a table told again later in the thread counts once, as last told', () => {
  const table = (col: string) => `| Phase | ID | ${col} |\n|---|---|---|\n| 1 | gsa.1 | Remove tool dispatch entries and handlers |\n| 2 | gsa.2 | Delete the hydration and dehydration services |`;
  const s = makeSession('s-retold', [
    { user: 'Break Feature 007 down into epics and tasks in beads', tools: [{ name: 'bash', commands: ['bd create'] }], assistant: `Feature 007 is broken down into phase epics:\n\n${table('Focus')}` },
    { user: 'Show me the phases of Feature 007 again', assistant: `The Feature 007 phases:\n\n${table('Scope')}` },
  ]);
  const rows = extractSession(s).digest.subjects.flatMap((x) => x.statements.map((st) => st.text)).filter((t) => /^Phase \d/.test(t));
  assert.deepEqual(rows, ['Phase 1 (ID gsa.1): Remove tool dispatch entries and handlers', 'Phase 2 (ID gsa.2): Delete the hydration and dehydration services']);
});

test('a steer sent while the agent is still at work joins the task; "share status" is no status report', () => {
  const t0 = Date.parse('2026-03-20T20:47:00Z');
  const at = (s: number) => new Date(t0 + s * 1000).toISOString();
  const s = makeSession('s-steer', []);
  s.messages.push(
    { role: 'user', kind: 'prompt', text: 'Using @.context/backlog.md Break down Feature 007 into epics, tasks, and subtasks in beads', time: at(0) },
    { role: 'assistant', kind: 'reply', text: 'Now let me check the current state of beads.', time: at(20) },
    { role: 'user', kind: 'prompt', text: 'You should be using the broadcast command to share status.', time: at(40) },
    { role: 'assistant', kind: 'reply', text: 'Proceeding without intercom. Let me create the full beads hierarchy.', time: at(60) },
    { role: 'assistant', kind: 'reply', text: '## Feature 007 Breakdown\n\nFeature 007 is fully broken down in beads: 6 phase epics and 40 issues, 22 of them ready.', time: at(900) },
  );
  s.toolCalls.push(
    { name: 'bash', time: at(25), filesRead: [], filesWritten: [], commands: ['bd list'], ok: true },
    { name: 'bash', time: at(120), filesRead: [], filesWritten: [], commands: ['bd create'], ok: true },
  );
  const subjects = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.equal(subjects.length, 1);
  assert.equal(subjects[0].title, 'Feature 007 Breakdown');
  assert.match(subjects[0].request, /^Using @\.context\/backlog\.md Break down Feature 007/);
  assert.equal(subjects[0].snapshot, false);
});

test("the harness's session title names the first thread only when it is about it", () => {
  const about = makeSession('s-gql', [{ user: 'remove all references to gql also from src/prompts.py', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed every GraphQL reference from src/prompts.py: the gql schema resource and the query_graphql tool are gone.' }], { title: 'Remove all GQL references' });
  assert.equal(extractSession(about).digest.subjects[0].title, 'Remove all GQL references');
  const elsewhere = makeSession('s-sky', [
    { user: 'Why is the sky blue?', assistant: 'Rayleigh scattering of sunlight by the air.' },
    { user: 'Create a file called THE-IDEA.md and fill it with a description of the project', tools: [{ name: 'write', filesWritten: ['THE-IDEA.md'] }], assistant: 'Created THE-IDEA.md: what the project is, how it runs in GitHub Actions and why it keeps its memory in git.' },
  ], { title: 'Why is the sky blue?' });
  assert.doesNotMatch(extractSession(elsewhere).digest.subjects[0].title, /sky/i);
});

test('work the thread later redid is in the summary, so the first version never reads as current', () => {
  const s = makeSession('s-revised', [
    { user: 'Add GitHub account settings to .devenv/config.toml, read by .devenv/run_github.sh', tools: [{ name: 'edit', filesWritten: ['.devenv/config.toml', '.devenv/run_github.sh'] }], assistant: 'Added GitHub settings: .devenv/config.toml takes github.account, user.name and user.email, and run_github.sh falls back to the gh login.' },
    { user: 'Use upper-case keys in .devenv/config.toml like the other settings', tools: [{ name: 'edit', filesWritten: ['.devenv/config.toml', '.devenv/run_github.sh'] }], assistant: 'Renamed the keys in .devenv/config.toml to GITHUB_ACCOUNT, GIT_USER_NAME and GIT_USER_EMAIL, and run_github.sh reads those.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^Renamed the keys in \.devenv\/config\.toml to GITHUB_ACCOUNT/);
  assert.match(subject.corrections.join('\n'), /^First version, revised on 2026-03-01 \(the summary says what holds now\): “Added GitHub settings: \.devenv\/config\.toml takes github\.account/);
});

test('a correction of one claim retires that claim, not the answer it does not touch', () => {
  const s = makeSession('s-partial', [
    {
      user: 'Break down Feature 007 into epics and tasks in beads',
      tools: [{ name: 'bash', commands: ['bd create'] }],
      assistant: 'Feature 007 is fully broken down in beads: 6 phase epics and 40 issues.\n\n- **Phases**: chained P1→P2→P3→P4→P5→P6, 22 issues ready\n- **Intercom**: the intercom server is not running, so progress broadcasts were skipped',
    },
    { user: 'That is actually not correct. /mcp show clearly indicates that the intercom server is running.', assistant: 'You are right, the intercom server is running; I was calling the operator CLI instead of the MCP tool.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^Feature 007 is fully broken down in beads/);
  assert.ok(subject.statements.some((st) => /^Phases: chained/.test(st.text)));
  assert.ok(!subject.statements.some((st) => /not running/.test(st.text)));
  assert.deepEqual(subject.corrections, ['Earlier claim, corrected on 2026-03-01 (no longer holds): “Intercom: the intercom server is not running, so progress broadcasts were skipped”']);
});

test('a plan re-issued after the person changed it keeps only the last version of each item', () => {
  const s = makeSession('s-plan', [
    { user: 'Plan the move of the devenv settings from .devenv/config.toml to .devenvrc', tools: [{ name: 'read', filesRead: ['.devenv/config.toml'] }], assistant: 'Migration plan for the devenv settings:\n\n- **Add**: ./.devenv/.devenvrc.template as the template\n- **Remove**: ./.devenv/config.toml and its template\n- **Setup**: setup.sh writes ./.devenvrc when it is missing' },
    { user: 'Put the template under ./.devenv/template/ and do not let setup.sh write .devenvrc in the devenv plan', assistant: 'Revised migration plan for the devenv settings:\n\n- **Add**: ./.devenv/template/.devenvrc as the template\n- **Setup**: setup.sh stops with an error when ./.devenvrc is missing' },
  ]);
  const texts = extractSession(s).digest.subjects[0].statements.map((st) => st.text);
  assert.ok(texts.includes('Add: ./.devenv/template/.devenvrc as the template'), texts.join(' | '));
  assert.ok(!texts.some((t) => t.includes('.devenvrc.template') || t.includes('writes ./.devenvrc')), texts.join(' | '));
  // An item the new version does not restate stands.
  assert.ok(texts.some((t) => t.startsWith('Remove: ./.devenv/config.toml')), texts.join(' | '));
});

test('a decision record is named by the design document it was written into', () => {
  const table = '## 最终决策汇总\n\n| 问题 | 决策 |\n|---|---|\n| 方案选择 | 切到方案 B |\n| Shared ResourceClaim | 按 claim 去重 |\n| 命名 | 避免 DRA 前缀 |\n| Reclaim | 直接扣减 quota |';
  const s = makeSession('s-record', [
    { user: '我们需要对所有问题都进行讨论并敲定方案，然后更新 docs/design/capacity-dra-support.md', tools: [{ name: 'edit', filesWritten: ['docs/design/capacity-dra-support.md', 'docs/user-guide/how_to_use_dra_quota.md'] }], assistant: table },
  ]);
  assert.equal(extractSession(s).digest.subjects[0].title, 'Capacity DRA support: 切到方案 B');
  const bare = makeSession('s-record-2', [{ user: '我们需要对所有问题都进行讨论并敲定方案', tools: [{ name: 'read', filesRead: ['pkg/quota/claims.go'] }], assistant: table }]);
  assert.equal(extractSession(bare).digest.subjects[0].title, 'Decisions: 方案选择, Shared ResourceClaim, 命名 and 1 more');
});

test('in a design discussion, a point about what the answers weighed stays in the discussion', () => {
  const s = makeSession('s-design', [
    { user: "Let's settle the quota design for DRA claims in docs/design/quota.md, one question at a time", tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: 'Question 1: FirstAvailable requests pick a device at scheduling time, so the quota cannot know it up front. Question 2: should DRAClaimKeys count each claim once or per pod?' },
    { user: 'Skip the quota check for FirstAvailable for now, we can support it later', assistant: 'Agreed: FirstAvailable skips the quota check and logs a warning.' },
    { user: 'Should DRAClaimKeys be renamed to resourceClaimKeys?', assistant: 'Yes: resourceClaimKeys says what it holds; DRAClaimKeys names the feature, not the resource.' },
  ]);
  const subjects = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.equal(subjects.length, 1, subjects.map((x) => x.title).join(' | '));
});

test('a decision table that confirms an earlier claim does not overturn it', () => {
  const s = makeSession('s-confirm', [
    { user: "Let's settle the quota design for DRA claims in docs/design/quota.md", tools: [{ name: 'read', filesRead: ['docs/design/quota.md'] }], assistant: 'Proposals for the open questions of the quota design:\n\n- **allocationMode: All**: the MVP does not track quota for it, it skips the check and logs a warning\n- **Shared claims**: counted once per claim, with a cache of claims' },
    { user: 'agree, summarise the decisions in docs/design/quota.md', assistant: '## Final decisions\n\n| Question | Decision |\n|---|---|\n| allocationMode: All | skip the quota check, log a warning |\n| Shared claims | count once per claim |' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.ok(!subject.corrections.some((c) => /allocationMode/.test(c)), subject.corrections.join(' | '));
});

test('a file attached from another folder starts the next piece of work, however the prompt opens', () => {
  const s = makeSession('s-folders', [
    { user: '[@prompts.py](file:///home/dev/agents/src/mcp-servers/infrahub/prompts/prompts.py) I am always read only. Can you fix the prompt accordingly?', tools: [{ name: 'edit', filesWritten: ['src/mcp-servers/infrahub/prompts/prompts.py'] }], assistant: 'Fixed infrahub_agent(): removed the access_mode branch, the prompt is read-only now.' },
    { user: 'ok,\n\n[@prompts.py](file:///home/dev/agents/src/mcp-servers/netmiko/prompts/prompts.py) Can you write similar prompts for netmiko too? again this only has read commands.', tools: [{ name: 'write', filesWritten: ['src/mcp-servers/netmiko/prompts/prompts.py'] }], assistant: 'Created the netmiko prompts: answer_netmiko_question and a read-only netmiko_agent system prompt.' },
  ]);
  const titles = extractSession(s).digest.subjects.filter((x) => !x.declared).map((x) => x.title);
  assert.equal(titles.length, 2, titles.join(' | '));
  assert.equal(titles[1], 'Prompts for netmiko');
});

test('what the person tells the agent about the project along the way is a key fact; instructions are not', () => {
  const s = makeSession('s-noted', [
    { user: 'Write read-only prompts for the netmiko MCP server in src/netmiko/prompts.py', tools: [{ name: 'write', filesWritten: ['src/netmiko/prompts.py'] }], assistant: 'Created the netmiko prompts with a Cisco IOS command reference (show running-config, show interfaces).' },
    { user: 'no, its connecting to cumulus devices that run linux.', tools: [{ name: 'edit', filesWritten: ['src/netmiko/prompts.py'] }], assistant: 'Updated the prompts for Cumulus Linux: ip addr, cat /etc/network/interfaces.' },
    { user: 'Some of these devices also use NV commands.', tools: [{ name: 'edit', filesWritten: ['src/netmiko/prompts.py'] }], assistant: 'Added NV commands (nv show interface) and a rule to prefer them.' },
    { user: 'Actually remove the command list from the system prompt and add it to the other one.', tools: [{ name: 'edit', filesWritten: ['src/netmiko/prompts.py'] }], assistant: 'Moved the command list into answer_netmiko_question.' },
  ]);
  const noted = extractSession(s).digest.subjects[0].statements.filter((st) => st.text.startsWith('The user noted:'));
  assert.deepEqual(noted.map((st) => [st.text, st.source.role]), [
    ['The user noted: Its connecting to cumulus devices that run linux.', 'user'],
    ['The user noted: Some of these devices also use NV commands.', 'user'],
  ]);
});

test('a list of sign-up links is no result of the work', () => {
  const s = makeSession('s-links', [
    { user: 'Write the setup guide for the free services in docs/SETUP.md', tools: [{ name: 'write', filesWritten: ['docs/SETUP.md'] }], assistant: 'Wrote docs/SETUP.md: accounts to create, in order, and what each is for.' },
    { user: 'Which accounts do I create first, per docs/SETUP.md?', tools: [{ name: 'edit', filesWritten: ['docs/SETUP.md'] }], assistant: 'GitHub (free) — https://github.com/signup; Google AI Studio (free) — https://aistudio.google.com; Railway (trial) — https://railway.app' },
  ]);
  assert.equal(extractSession(s).digest.subjects[0].outcome, undefined);
});

test('work is summed up by what was done, not by a verdict on a question about it, and a refinement keeps it', () => {
  const s = makeSession('s-serena', [
    { user: 'Create .devenv/serena/setup.sh that appends the serena server to $CODEX_HOME/config.toml when [serena].enable is true', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Created .devenv/serena/setup.sh: it appends the serena template to $CODEX_HOME/config.toml when [serena].enable is true, and does nothing when the section already exists.' },
    { user: 'Which condition of .devenv/serena/setup.sh does not match when I run it in the repository?', tools: [{ name: 'bash', commands: ['bash -x .devenv/serena/setup.sh'] }], assistant: 'Conclusion: the condition that fails is that [mcp_servers.serena] already exists in the target file.' },
    { user: 'In .devenv/serena/setup.sh, when config.toml does not end with a blank line, add one before the serena template', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Updated .devenv/serena/setup.sh so that a blank line always separates the template from what was there before.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^Created \.devenv\/serena\/setup\.sh/);
  assert.deepEqual(subject.corrections, []);
  assert.ok(subject.statements.some((st) => /already exists/.test(st.text)), JSON.stringify(extractSession(s).digest.subjects.map((x) => [x.title, x.summary, x.statements.map((st) => st.text)])));
});

test('a document issued again under the same title replaces the earlier version whole', () => {
  const s = makeSession('s-replan', [
    { user: 'Plan the move of the devenv settings from .devenv/config.toml to .devenvrc', tools: [{ name: 'read', filesRead: ['.devenv/config.toml'] }], assistant: '# Migration plan for the devenv settings\n\n- Every script reads ./.devenvrc instead of .devenv/config.toml from now on.\n- setup.sh generates ./.devenvrc from .devenv/.devenvrc.template when it is missing.' },
    { user: 'Put the template under .devenv/template/ and make setup.sh stop with an error when .devenvrc is missing', assistant: '# Migration plan for the devenv settings\n\n- Every script reads ./.devenvrc instead of .devenv/config.toml from now on.\n- setup.sh stops with an error when ./.devenvrc is missing and shows how to copy .devenv/template/.devenvrc.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  const told = [subject.summary, ...subject.statements.map((st) => st.text)].join('\n');
  assert.doesNotMatch(told, /generates \.\/\.devenvrc/);
  assert.match(told, /stops with an error/);
});

test('a first request that names nothing sets up the work: the work names and sums up the thread', () => {
  const s = makeSession('s-leia', [
    { user: 'leia', tools: [{ name: 'view', filesRead: ['README.md'] }], assistant: 'HAWZX AI é um assistente de jogos de código aberto que roda localmente sem custo. É construído com Python (FastAPI) no backend e Electron no frontend.' },
    { user: 'crie um HAWZX.AI-GUIDE.md crie um projeto complexo chamado HAWZX-AI, o assistente de jogos, com backend FastAPI e frontend Electron no Google Cloud', tools: [{ name: 'create', filesWritten: ['HAWZX-AI-GUIDE.md'] }], assistant: 'Criei um guia completo de 52KB para o assistente de jogos HAWZX AI: backend FastAPI, frontend Electron, integração com Google Cloud e um roadmap de 20 semanas. O projeto está estruturado em nível profissional para competir com Hakko.ai.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  assert.equal(subjects.length, 1, JSON.stringify(subjects.map((x) => x.title)));
  const [subject] = subjects;
  assert.equal(subject.title, 'HAWZX-AI-GUIDE.md');
  // The report of what was made, not the praise of it.
  assert.match(subject.summary, /^O agente criou um guia completo de 52KB/);
  assert.doesNotMatch(subject.summary, /nível profissional/);
  assert.match(subject.request, /^crie um HAWZX\.AI-GUIDE\.md/);
  // (The title names the file as it was written, not as it was typed.)
  // What the README said before the work is told as such.
  assert.ok(subject.statements.some((st) => /^README\.md, as read before the work: HAWZX AI é um assistente de jogos de código aberto/.test(st.text)), JSON.stringify(subject.statements.map((st) => st.text)));
});

test('work asked for, planned first and done later, is summed up by what was done', () => {
  const s = makeSession('s-plan-done', [
    { user: 'Implement this plan. ask me if something is not clear', tools: [{ name: 'read', filesRead: ['.github/prompts/plan-trackFailedSubnets.prompt.md', 'src/services/ise.ts'] }], assistant: '4 phases, 9 steps: Infoblox service — surface failed subnets; ISE service — exclude failed-subnet entries from deletion; Tests — new cases in ise.test.ts.\n\n1. Should parseIpFromRef use a regex?\n2. How should the skipped entries be logged?' },
    { user: 'For 1. use the regex\nFor 2. Structured log field', tools: [{ name: 'edit', filesWritten: ['src/services/ise.ts', 'src/services/__tests__/ise.test.ts'] }], assistant: 'Implementation complete.\n\n## Summary of Changes\n\n**✅ All 55 tests pass**\n\n### Phase 2 — ISE Service\n- `computeConnectorDiff()` excludes entries whose IPs fall in failed subnets' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  // (What was done first, then what it came to: a test count first says nothing of the work.)
  assert.equal(subject.summary, "Carried out: 4 phases, 9 steps: Infoblox service — surface failed subnets; ISE service — exclude failed-subnet entries from deletion; Tests — new cases in ise.test.ts. All 55 tests pass.");
});

test('the reasons given for a verdict are kept before other findings', () => {
  const many = Array.from({ length: 14 }, (_, i) => `- frontend/src/module${i}.ts 使用标准 Vite API，第 ${i} 项检查通过。`).join('\n');
  const s = makeSession('s-bun', [
    { user: '你看下这个项目的前端是否可以切换到bun?', tools: [{ name: 'read', filesRead: ['frontend/package.json'] }], assistant: `可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。\n\n检查结果：\n\n${many}` },
    { user: '你觉得前端有必要切换到bun吗', assistant: '我的建议：**暂时不切主分支**。\n\n不太建议现在切的原因：\n\n- 当前项目没有明显 npm 痛点。\n- 需要改 Docker、GitHub Actions、Makefile，迁移成本不为零。' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.ok(subject.statements.some((st) => st.text === '不太建议现在切的原因: 当前项目没有明显 npm 痛点。'), JSON.stringify(subject.statements.map((st) => st.text)));
});

test('what a later request changed no longer holds as told before it; a question changes nothing', () => {
  const turns = (last: string) => makeSession('s-change', [
    { user: 'Write prompts for the netmiko server in src/prompts.py', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Created src/prompts.py with two prompts: answer_netmiko_question and the netmiko_agent system prompt.' },
    { user: 'Why are the commands listed in both prompts in src/prompts.py?', assistant: 'The command list appears in both prompts: in answer_netmiko_question as step 2, and in the netmiko_agent system prompt as a table.' },
    { user: 'Then keep the table in the netmiko_agent system prompt and refer to it from answer_netmiko_question in src/prompts.py', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'answer_netmiko_question now refers to the commands of the netmiko_agent system prompt.' },
    { user: last, tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Now answer_netmiko_question holds the full command list and the netmiko_agent system prompt is minimal.' },
  ]);
  const changed = extractSession(turns('Actually remove the command list from the system prompt and add it to the other one.')).digest.subjects[0];
  assert.ok(!changed.statements.some((st) => /appears in both prompts/.test(st.text)), JSON.stringify(changed.statements.map((st) => st.text)));
  assert.ok(changed.corrections.some((c) => /^Before the change asked for on 2026-03-01 \(no longer holds\): “The command list appears in both prompts/.test(c)), JSON.stringify(changed.corrections));
  // (Nor is that answer told as the answer to the question that drew it.)
  assert.ok(!changed.asked.some((a) => /appears in both prompts/.test(a.answer)), JSON.stringify(changed.asked));
  const asked = extractSession(turns('Could the command list in the system prompt be shorter?')).digest.subjects[0];
  assert.ok(!asked.corrections.some((c) => /^Before the change/.test(c)), JSON.stringify(asked.corrections));
});

test('an error the harness reported about its configuration is a limitation, even with no answer', () => {
  const s = makeSession('s-errors', [{ user: 'hi', assistant: '' }], { cwd: '/Users/dev/dotfiles' });
  s.errors.push(
    { time: '2026-03-01T10:00:01.000Z', message: 'Failed to start MCP Servers: Error: Failed to read configuration from ~/.copilot/mcp-config.json: Error: Invalid MCP server configuration: mcpServers: Required' },
    { time: '2026-03-01T10:00:02.000Z', message: '429 Too Many Requests: rate limit exceeded' },
  );
  const subjects = extractSession(s).digest.subjects;
  assert.deepEqual(subjects.map((x) => [x.title, x.type]), [['Failed to start MCP Servers (~/.copilot/mcp-config.json)', 'limitation']]);
  assert.match(subjects[0].summary, /reported: “Failed to start MCP Servers: Failed to read configuration from ~\/\.copilot\/mcp-config\.json: Invalid MCP server configuration: mcpServers: Required”/);
  // What the validator says is missing is told as what the file needs.
  assert.ok(subjects[0].statements.some((st) => st.text === '`~/.copilot/mcp-config.json` needs a top-level `mcpServers` key (the error says “mcpServers: Required”).'));
});

test('an answer rests on the repository when the agent read it, not when it asked other systems', () => {
  const ask = (commands: string[]) => extractSession(makeSession('s-read', [
    { user: 'Why did the ubpb_c4 evaluation job fail last night on the cluster?', tools: [{ name: 'bash', commands }], assistant: 'The evaluation finished and saved its results; the job failed at the end of run_one.sh, line 121: unexpected EOF while looking for a matching quote.' },
  ], { cwd: '/home/dev/evals' })).digest.subjects[0];
  assert.equal(ask(['/Users/wjx/.local/bin/qzcli status job-5acf', 'sed -n 1,200p /Users/wjx/.qzcli/jobs.json', 'ssh gpu-dev tail -50 run.log']).readRepo, false);
  assert.equal(ask(['# look at the script\nsed -n 100,130p scripts/run_one.sh', 'git log -3 --oneline', 'cat /home/dev/evals/README.md']).readRepo, true);
});

test('a number in a name is no figure: the summary still takes the counts the answer gave', () => {
  const s = makeSession('s-feature', [
    { user: 'Break down Feature 007 into epics and tasks in beads', tools: [{ name: 'bash', commands: ['bd create --title "Strip task management"'] }], assistant: 'Feature 007 is fully broken down in beads.\n\n## ✅ Feature 007 Breakdown: Complete\n\n- 22 issues are immediately ready (Phase 1 tasks + epics), 18 are blocked by upstream phases.\n- Within each phase, tasks have internal dependency ordering.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.summary, 'Feature 007 is fully broken down in beads: 22 issues are immediately ready (Phase 1 tasks + epics), 18 are blocked by upstream phases.');
  assert.ok(!subject.statements.some((st) => /Breakdown: Complete/.test(st.text)));
});

test('what a document the agent wrote says is knowledge, below what the conversation said', () => {
  const doc = '# Copilot instructions\n\n## Architecture\n\n- **WebApi (src/WebApi)**: controllers and Program.cs, the composition root\n- Handlers are registered one by one with AddScoped<THandler>() in Program.cs; there is no MediatR.\n- This makes it simple.\n';
  const s = makeSession('s-init', [
    { user: 'Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot sessions', tools: [{ name: 'create', filesWritten: ['.github/copilot-instructions.md'], document: { file: '.github/copilot-instructions.md', text: doc } }], assistant: 'Created .github/copilot-instructions.md covering the build commands, the architecture and the conventions.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  const told = subject.statements.filter((st) => st.text.startsWith('In copilot-instructions.md: '));
  assert.ok(told.some((st) => /AddScoped<THandler>\(\) in Program\.cs/.test(st.text)), JSON.stringify(subject.statements.map((st) => st.text)));
  assert.ok(told.every((st) => st.source.role === 'tool' && st.confidence < 0.7));
  // A heading organises the document, and a sentence that leans on the one before it stands for nothing.
  assert.ok(!subject.statements.some((st) => /Copilot instructions$|This makes it simple/.test(st.text)));
  // (The summary speaks of the file that is there, not of the agent making it.)
  assert.equal(subject.summary, '`.github/copilot-instructions.md` covers: the build commands, the architecture and the conventions.');
});

test('a write that failed wrote nothing', () => {
  const s = makeSession('s-failed-write', [
    { user: 'Write the setup guide to SETUP-GUIDE.md and update the cost analysis in GUIDE.md', tools: [{ name: 'create', filesWritten: ['SETUP-GUIDE.md'] }, { name: 'create', filesWritten: ['GUIDE.md'], ok: false, error: 'Path already exists' }], assistant: 'Wrote SETUP-GUIDE.md with every sign-up link and the plan to choose for each service.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.deepEqual(subject.files, ['SETUP-GUIDE.md']);
  assert.deepEqual(extractSession(s).digest.run.files_changed, ['SETUP-GUIDE.md']);
});

test('a login the harness lacked for a moment is no limitation', () => {
  const s = makeSession('s-auth', [{ user: 'hi', assistant: '' }]);
  s.errors.push({ time: '2026-03-01T10:00:01.000Z', message: 'Error loading model list: Error: Not authenticated' });
  assert.deepEqual(extractSession(s).digest.subjects, []);
});

test("the agent's pick is said as the agent's, wherever it is in the text", async () => {
  const { asAgentFact } = await import('../../../curation/extract/session.ts');
  assert.equal(asAgentFact('"Add-On" is not standard terminology. My personal pick would be "A Drop-In AI Agent".'), '"Add-On" is not standard terminology. The agent\'s pick is "A Drop-In AI Agent".');
  assert.equal(asAgentFact('我觉得没必要为了“切换”而切换。'), '没必要为了“切换”而切换。');
});

test('a verdict given as a guess that a later check settled is history; an option that "may" do something is not a guess', () => {
  const s = makeSession('s-guess', [
    { user: 'Create .devenv/serena/setup.sh that appends the serena server to $CODEX_HOME/config.toml', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Created .devenv/serena/setup.sh: it appends the serena template to $CODEX_HOME/config.toml when [serena].enable is true.' },
    { user: 'Does .devenv/serena/setup.sh append the template when I run it in the repository?', assistant: 'Conclusion: a plain run of .devenv/serena/setup.sh probably does not append anything, because CODEX_HOME is likely undefined in your shell.\n\n- Option A: export CODEX_HOME first; it may append twice if run again.' },
    { user: 'Which condition of .devenv/serena/setup.sh does not match when I run it?', tools: [{ name: 'bash', commands: ['bash -x .devenv/serena/setup.sh'] }], assistant: 'Conclusion: the condition that fails is that [mcp_servers.serena] already exists in $CODEX_HOME/config.toml.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.ok(!subject.statements.some((st) => /probably does not append/.test(st.text)), JSON.stringify(subject.statements.map((st) => st.text)));
  assert.ok(subject.corrections.some((c) => /^Earlier guess, made before the check of 2026-03-01 \(see the checked answer\): “A plain run of/.test(c)), JSON.stringify(subject.corrections));
  assert.ok(!subject.corrections.some((c) => /Option A/.test(c)));
});

test('an answer that grants the point the person challenged it with moves what it said before to History, as questioned', () => {
  const s = makeSession('s-concede', [
    { user: 'What is the export of GIT_USER_NAME in .devenv/run_github.sh for?', tools: [{ name: 'read', filesRead: ['.devenv/run_github.sh'] }], assistant: 'run_github.sh exports GIT_USER_NAME so that setup_github.sh and later shells can reuse the resolved value.' },
    { user: "Isn't the export of GIT_USER_NAME in .devenv/run_github.sh unnecessary, since .git/config already has user.name?", tools: [{ name: 'read', filesRead: ['.git/config'] }], assistant: "Conclusion: you're right, the export of GIT_USER_NAME is not needed once setup_github.sh has written .git/config." },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.ok(subject.corrections.some((c) => /^Earlier answer, questioned on 2026-03-01 \(see Follow-up questions for what the agent granted\): “run_github\.sh exports GIT_USER_NAME/.test(c)), JSON.stringify(subject.corrections));
  // (What it granted is told: here it is where the thread landed, the summary.)
  assert.match(subject.summary, /export of GIT_USER_NAME is not needed/);
});

test('history that quotes the same words under two labels is told once', () => {
  const s = makeSession('s-twice', [
    { user: 'Add GitHub account settings to .devenv/config.toml, read by .devenv/run_github.sh', tools: [{ name: 'edit', filesWritten: ['.devenv/config.toml', '.devenv/run_github.sh'] }], assistant: 'Conclusion: added GitHub settings: .devenv/config.toml takes github.account, user.name and user.email, and run_github.sh reads them.' },
    { user: 'Rename the keys in .devenv/config.toml: github.account -> GITHUB_ACCOUNT, user.name -> GIT_USER_NAME', tools: [{ name: 'edit', filesWritten: ['.devenv/config.toml', '.devenv/run_github.sh'] }], assistant: 'Renamed the keys in .devenv/config.toml to GITHUB_ACCOUNT and GIT_USER_NAME; run_github.sh reads those.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.corrections.filter((c) => /added GitHub settings/i.test(c)).length, 1, JSON.stringify(subject.corrections));
});

test('the person deciding otherwise than the agent leaned is the why of the decision', () => {
  const s = makeSession('s-lean', [
    { user: '我们来敲定 docs/quota.md 的设计方案：共享 ResourceClaim 怎么计入配额？', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '两种方式：按 pod 重复计，或按 claim 去重。\n\n我倾向于 MVP 阶段按 pod 重复计，理由：\n\n- 实现简单\n- 与现有 per-task 逻辑一致' },
    { user: '我们应该按照claim计算 因此我们需要cache集群中的claim相关信息', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '好的，按 claim 去重：在 cache 中维护 resourceClaimRefs，释放最后一个引用时才扣减配额。' },
    { user: '我们需要对所有问题都进行讨论并敲定方案', assistant: '好的，下一个问题是 ResourceClaimTemplate 的处理方式，需要确认 claim 名的来源。' },
  ]);
  const why = extractSession(s).digest.subjects.flatMap((x) => x.statements).filter((st) => st.text.startsWith('Why: '));
  assert.deepEqual(why.map((st) => st.text), ["Why: the user chose “我们应该按照claim计算 因此我们需要cache集群中的claim相关信息” over the agent's “我倾向于 MVP 阶段按 pod 重复计”"]);
});

test("a rule a repository's hook held the agent to is a limitation", () => {
  const s = makeSession('s-hook', [{ user: 'Add a multiply function to src/math_utils.py', tools: [{ name: 'edit', filesWritten: ['src/math_utils.py'] }], assistant: 'Added multiply_numbers to src/math_utils.py with a test.' }]);
  s.messages.push({ role: 'user', kind: 'instruction', text: 'Stop hook feedback:\n[${CLAUDE_PLUGIN_ROOT}/scripts/hooks/stop.sh]: # Running Quality Checks...\n\n# Uncommitted Changes Detected\n\nCannot exit with unstaged changes.\n\nBefore stopping, please:\n\n1. Run `git status`', time: '2026-03-01T10:03:00.000Z', line: 9 });
  const hooks = extractSession(s).digest.subjects.filter((x) => x.key.includes('#hook:'));
  assert.deepEqual(hooks.map((x) => [x.title, x.type, x.project]), [['Stop hook (scripts/hooks/stop.sh): Uncommitted Changes Detected', 'limitation', undefined]]);
  assert.match(hooks[0].summary, /enforces a rule the agent must meet: “Cannot exit with unstaged changes\.”/);
});

test("a hook's limitation says the steps it asks for, its way out, and how the agent met it", () => {
  const s = makeSession('s-hook-met', [{ user: 'Add a multiply function to src/math_utils.py', tools: [{ name: 'edit', filesWritten: ['src/math_utils.py'] }], assistant: 'Added multiply_numbers to src/math_utils.py with a test.' }]);
  const feedback = (rule: string) => `Stop hook feedback:\n[\${CLAUDE_PLUGIN_ROOT}/scripts/hooks/stop.sh]: # Running Quality Checks...\n\n# Uncommitted Changes Detected\n\n${rule}\n\nBefore stopping, please:\n\n1. Run \`git status\` to check for files that should be gitignored\n2. Commit with a descriptive message: \`git commit -m '...'\`\n\n---\n\nIf you've hit a problem you cannot solve without user input:\n\n  "I have run into a problem I can't solve without user input."\n`;
  s.messages.push({ role: 'user', kind: 'instruction', text: feedback('Cannot exit with unstaged changes.'), time: '2026-03-01T10:03:00.000Z' });
  s.toolCalls.push(
    { name: 'bash', time: '2026-03-01T10:03:10.000Z', filesRead: [], filesWritten: [], commands: ['git add src/math_utils.py && git commit -m "$(cat <<\'EOF\'\nAdd multiply\nEOF\n)"'], ok: true },
    // A call that failed did not meet it.
    { name: 'bash', time: '2026-03-01T10:03:20.000Z', filesRead: [], filesWritten: [], commands: ['git push'], ok: false, error: 'no remote' },
  );
  s.messages.push({ role: 'user', kind: 'instruction', text: feedback('Cannot exit with untracked files.'), time: '2026-03-01T10:04:00.000Z' });
  s.toolCalls.push({ name: 'edit', time: '2026-03-01T10:04:10.000Z', filesRead: [], filesWritten: ['/work/project/.gitignore'], commands: [], ok: true });
  const [hook] = extractSession(s).digest.subjects.filter((x) => x.key.includes('#hook:'));
  assert.deepEqual(hook.steps, ['Run git status to check for files that should be gitignored', "Commit with a descriptive message: git commit -m '...'"]);
  assert.deepEqual(hook.statements.map((st) => st.text).slice(1), [
    "If the agent has hit a problem it cannot solve without user input, it is to say “I have run into a problem I can't solve without user input.”",
    'Met by the agent after “Cannot exit with unstaged changes.”: ran `git add src/math_utils.py`; ran `git commit -m …`.',
    'Met by the agent after “Cannot exit with untracked files.”: edited `.gitignore`.',
  ]);
});

test('a recommendation a later answer put off says when', () => {
  const s = makeSession('s-later-rec', [
    { user: 'What will hosting the HAWZX-AI app cost on Google Cloud or Azure?', tools: [{ name: 'create', filesWritten: ['COST-ANALYSIS.md'] }], assistant: 'Custos iniciais: MVP: $200-300/mês na Google Cloud; Azure: $70-120/mês a mais.' },
    { user: 'só vou poder pagar pela hospedagem e pelas assinaturas github gemini e azure, qual é melhor eu assinar?', tools: [{ name: 'create', filesWritten: ['CLOUD-COMPARISON.md'] }], assistant: '**Resposta direta: Assine GOOGLE CLOUD, NÃO Azure.**\n\nGoogle Cloud é 3-4x mais barato que Azure para a hospedagem.' },
    { user: 'ok, me mande os sites pra eu assinar e o plano que devo assinar da Google Cloud e do resto', tools: [{ name: 'create', filesWritten: ['SETUP-GUIDE.md'] }], assistant: '## ✅ ESSENCIAIS (Criar HOJE - Grátis):\n\n1. **GitHub** (GRÁTIS)\n   - Plano: **Free**\n\n## 📅 DEPOIS DE 3 MESES:\n\n6. **Google Cloud** (quando crescer)\n   - Começa: **Free Trial** ($300 grátis)\n   - Depois: **Pay-as-you-go** (~$20-30/mês)\n\nCriei um guia com os links.' },
  ]);
  const subject = extractSession(s).digest.subjects.find((x) => /Assine/.test(x.summary))!;
  assert.ok(subject, JSON.stringify(extractSession(s).digest.subjects.map((x) => x.summary)));
  assert.match(subject.summary, /^Assine GOOGLE CLOUD, NÃO Azure[:.].* Later, 2026-03-01: DEPOIS DE 3 MESES: Google Cloud \(quando crescer\)/);
});

test('a short table is told whole; a long one by its first rows', () => {
  const table = (n: number) => `Feature 007 is broken down in beads.\n\n| Phase | ID | Tasks | Scope |\n|---|---|---|---|\n${Array.from({ length: n }, (_, i) => `| Phase ${i + 1} | gsa.${i + 1} | ${i + 3} | Scope of phase ${i + 1} in the engram server |`).join('\n')}\n`;
  const rowsOf = (n: number) => extractSession(makeSession(`s-rows-${n}`, [{ user: 'Break down Feature 007 into epics and tasks in beads', tools: [{ name: 'bash', commands: ['bd create'] }], assistant: table(n) }])).digest.subjects[0].statements.filter((st) => /^Phase \d+/.test(st.text)).length;
  assert.equal(rowsOf(6), 6);
  assert.equal(rowsOf(12), 3);
});

test('a title from the answer keeps the name the person asked about', () => {
  const s = makeSession('s-named', [
    { user: 'qual eu escolho api na cloudflare Editar DNS de zona ou Ler informações de cobrança?', tools: [{ name: 'read', filesRead: ['SETUP-GUIDE.md'] }], assistant: '# Permissões Necessárias para HAWZX-AI\n\nPara o HAWZX-AI no começo, você NÃO precisa criar API token no Cloudflare ainda. Apenas criar a conta gratuita é suficiente.' },
  ]);
  assert.equal(extractSession(s).digest.subjects[0].title, 'Permissões Necessárias para HAWZX-AI (Cloudflare)');
});

test("the person's answers to the agent's questions are decisions of the thread", () => {
  const s = makeSession('s-choices', [
    { user: 'Plan moving the devenv settings from .devenv/config.toml to .devenvrc', tools: [{ name: 'read', filesRead: ['.devenv/config.toml'] }], assistant: 'Plan: every script reads .devenvrc; config.toml goes; setup.sh stops with an error when .devenvrc is missing.' },
  ]);
  s.messages.push({ role: 'user', kind: 'instruction', text: 'Answered the agent’s questions: 既存の config.toml 方式はどう扱いますか。 → 完全移行 (not the recommended 後方互換あり)', time: '2026-03-01T10:01:00.000Z', line: 5 });
  const [subject] = extractSession(s).digest.subjects;
  assert.ok(subject.statements.some((st) => st.type === 'decision' && st.source.role === 'user' && st.text === '既存の config.toml 方式はどう扱いますか。 → 完全移行 (not the recommended 後方互換あり)'), JSON.stringify(subject.statements));
});

test('a short verdict on a follow-up is told as advice, after the first answer\'s verdict', () => {
  const s = makeSession('s-bun', [
    {
      user: '你看下这个项目的前端是否可以切换到bun?',
      tools: [{ name: 'read', filesRead: ['frontend/package.json'] }],
      assistant: '可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。\n\n- frontend/package.json 是标准 Vite + React + TypeScript 脚本，没有 npm 专属脚本。\n- 依赖里没有明显的 node-gyp/原生编译包。',
    },
    {
      user: '你觉得前端有必要切换到bun吗',
      assistant: '我觉得没必要为了“切换”而切换。npm 已经能满足需求，Bun 的收益主要是安装和脚本启动速度。\n\n不太建议现在切的原因：\n\n- 当前项目没有明显 npm 痛点。\n- 迁移成本不为零。\n\n我的建议：**暂时不切主分支**。如果你想评估，可以开一个小分支只做验证。',
    },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。建议：暂时不切主分支。/);
});

test('a plan carried out in the thread is titled and summed up by what was done, not as a plan', () => {
  const s = makeSession('s-plan-done', [
    {
      user: 'このプロジェクトの使用方法を、以下のように変更したい。\n1. .devenv をシンボリックリンクで貼る\n2. ./.devenvrc に設定を置く',
      tools: [{ name: 'read', filesRead: ['.devenv/setup.sh'] }],
      assistant: '# .devenv シンボリックリンク運用への移行計画\n\n## Summary\n\n- 新標準を .devenv -> 共有リポジトリ/.devenv と ./.devenvrc に切り替えます。\n- ./.devenv/config.toml は廃止し、全スクリプトは ./.devenvrc のみを参照します。',
    },
    {
      user: 'Implement the plan.',
      tools: [{ name: 'apply_patch', filesWritten: ['.devenv/setup.sh', 'README.md'] }],
      assistant: '結論:\n\n- ./.devenvrc への完全移行と README.md への一本化を実装しました。\n- ./.devenv/setup.sh は ./.devenvrc が無いときにコピー方法を表示してエラー終了します。',
    },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.title, '.devenv シンボリックリンク運用への移行');
  assert.match(subject.summary, /^\.\/\.devenvrc への完全移行と README\.md への一本化を実装しました/);
});

test('a request cut short opens the thread that the next request adds to ("… also")', () => {
  const s = makeSession('s-cut-short', [
    { user: 'I dont have an access_mode, I am always read only. Can you fix up the infrahub prompt in prompts.py accordingly?', tools: [{ name: 'read', filesRead: ['src/infrahub/prompts/prompts.py'] }], assistant: 'Looking at the code:\n\n1. _config is never defined in the prompts module\n2. All tools are marked as readOnlyHint=True\n\nThe simplest fix is a static read-only mode.' },
    { user: 'remove all references to gql also', tools: [{ name: 'edit', filesWritten: ['src/infrahub/prompts/prompts.py'] }], assistant: 'Done. Removed _config.read_only (now a static read-only mode) and every GraphQL reference from infrahub_agent().' },
  ]);
  // The person rejected the first edit: the turn was interrupted before anything changed.
  s.messages.splice(2, 0, { role: 'user', kind: 'instruction', text: '[Request interrupted by user for tool use]', time: '2026-03-01T10:02:30.000Z' });
  const subjects = extractSession(s).digest.subjects;
  assert.equal(subjects.length, 1);
  assert.match(subjects[0].request, /^I dont have an access_mode/);
  assert.match(subjects[0].summary, /Removed _config\.read_only/);
  assert.ok(subjects[0].statements.some((st) => st.text === '_config is never defined in the prompts module'), 'no "Looking at the code:" label');
});

test('a pick the person had checked is replaced by the pick after the check; the first goes to History', () => {
  const s = makeSession('s-recheck', [
    { user: 'if this repo was not called gitclaw what should it be called?', assistant: '## Best fit: **GitGraft**\nIt is a module you graft onto any existing repo, using the host repo\'s own Actions and Issues.\n\n## Other strong candidates:\n\n- **GitLodger** — It lodges inside your repo.\n- **RepoMind** — The repo becomes a mind.\n\nIf I had to pick one: **GitGraft**. It captures the drop-in addon architecture in one word.' },
    { user: 'Look these up in GitHub and report back', tools: [{ name: 'bash', commands: ['gh search repos GitLodger'] }], assistant: '| Name | Availability |\n|---|---|\n| **GitLodger** | Completely free |\n| **GitGraft** | Effectively free (0-star repos) |\n| **RepoMind** | Taken (209 stars) |\n\n**GitLodger** is the cleanest pick — zero competition and the metaphor holds up. **GitGraft** is a close second.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.summary, 'GitLodger is the cleanest pick — zero competition and the metaphor holds up. GitGraft is a close second.');
  assert.match(subject.corrections[0], /^First pick, before the check asked for on 2026-03-01 .*“Best fit: GitGraft/);
  assert.ok(!subject.statements.some((st) => /^(?:It|This) /.test(st.text)), 'no fact opens with a pronoun whose sentence was dropped');
  // The earlier candidates are not "overturned" by the check's wording.
  assert.ok(!subject.corrections.some((c) => /overturned/.test(c)));
});

test('work done before the model API failed is told from the file it wrote; the failure is what was not done', () => {
  const s = makeSession('s-no-reply', [
    { user: 'Create a file called THE-IDEA.md and fill it with a fabulous description of .GITCLAW', assistant: 'Now I have a deep understanding of .GITCLAW. Let me write something fabulous.' },
  ]);
  s.toolCalls.push({ name: 'write', time: '2026-03-01T10:05:00.000Z', filesRead: [], filesWritten: ['THE-IDEA.md'], commands: [], ok: true, document: { file: 'THE-IDEA.md', text: '# THE IDEA\n\n## .GITCLAW — An AI Agent That Lives in Your Repo\n\nDrop a single folder into any GitHub repository. No servers. No databases.\n' } });
  s.errors.push({ time: '2026-03-01T10:05:10.000Z', message: '400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API."}}' });
  const [subject] = extractSession(s).digest.subjects;
  // (What it is and how it opens; the failure is what was not done, not what the work was.)
  assert.equal(subject.summary, 'Wrote THE-IDEA.md: .GITCLAW — An AI Agent That Lives in Your Repo. Drop a single folder into any GitHub repository.');
  assert.deepEqual(subject.notDone, ['the reply that should have followed the work: the model API failed (Your credit balance is too low to access the Anthropic API)']);
  assert.deepEqual(subject.files, ['THE-IDEA.md']);
});

test('a new request that shares nothing with the opening one is its own subject, and the failure it got past is history in the first', () => {
  const s = makeSession('s-side-thread', [
    { user: 'Using backlog.md break down Feature 007 into epics, tasks and subtasks in beads for the harness-architect agent', tools: [{ name: 'bash', commands: ['bd create --title "Feature 007"'] }], assistant: 'Feature 007 is fully broken down in beads: 22 issues are ready, 18 are blocked by upstream phases.\n\nIntercom note: I was unable to send broadcast notifications.' },
    { user: 'Also, make sure to notify me of your progress via agent-intercom broadcast messages', assistant: 'Understood, I will use the agent-intercom broadcast tool for progress.' },
    { user: 'Send a broadcast message to agent-intercom for this workspace saying "Hello"', tools: [{ name: 'agent-intercom-broadcast', commands: [] }], assistant: 'Broadcast message "Hello" sent successfully via agent-intercom-broadcast at info level.' },
  ]);
  const subjects = extractSession(s).digest.subjects.filter((x) => !x.declared);
  assert.deepEqual(subjects.map((x) => x.title), ['Breaking down Feature 007 into epics, tasks', 'Send a broadcast message to agent-intercom for this workspace']);
  assert.ok(!subjects[0].statements.some((st) => /unable to send/.test(st.text)));
  assert.match(subjects[0].corrections.join('\n'), /^Earlier failure, overcome on 2026-03-01 by a later request, “Send a broadcast message to agent-intercom for this workspace”: “Intercom note: I was unable to send broadcast notifications\.”/m);
});

test('an answer the person then had turned into work goes on to what the work came to', () => {
  const s = makeSession('s-then', [
    { user: 'How might GitHub be able to get an email out?', assistant: 'GitHub itself has no "send email" action, but there are several ways to get an email out from GitHub.\n\n1. **Issue notifications** — watchers receive email.\n2. **@mentions** — the mentioned user receives email.\n3. **Actions failures** — the workflow author receives email.' },
    { user: 'Explore all angles of 3. and write it up in the docs', tools: [{ name: 'write', filesWritten: ['.GITCLAW/docs/GITCLAW-Communication-Channels.md'] }], assistant: 'Written to .GITCLAW/docs/GITCLAW-Communication-Channels.md — 32 sections covering every mechanism by which GitHub sends email notifications.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.summary, 'GitHub itself has no "send email" action, but there are several ways to get an email out from GitHub. Then: Written to .GITCLAW/docs/GITCLAW-Communication-Channels.md — 32 sections covering every mechanism by which GitHub sends email notifications.');
});

test('the model API refusing the account is a limitation, named by its message, not its status or its advice', () => {
  const s = makeSession('s-refused', [{ user: 'Hello' }]);
  s.errors.push(
    { time: '2026-03-01T10:00:30.000Z', message: '400 bad request: GitHub App Server-To-Server Tokens are not supported for this endpoint' },
    { time: '2026-03-01T10:01:00.000Z', message: '400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}' },
    // A blip is not a limitation.
    { time: '2026-03-01T10:02:00.000Z', message: '529 overloaded: try again later' },
  );
  const titles = extractSession(s).digest.subjects.map((x) => [x.title, x.type]);
  assert.deepEqual(titles, [
    ['Model API refused: GitHub App Server-To-Server Tokens are not supported for this endpoint', 'limitation'],
    ['Model API refused: Your credit balance is too low to access the Anthropic API', 'limitation'],
  ]);
});

test('"then that is not needed", acted on, retires what the answer before it said of the thing removed, and nothing else', () => {
  const s = makeSession('s-bare-removal', [
    { user: 'Add github support to .devenv/: the account in config.toml, else the gh login', tools: [{ name: 'edit', filesWritten: ['.devenv/setup_github.sh'] }], assistant: 'Added .devenv/setup_github.sh: it resolves the account from config.toml, else the current gh login, and writes user.name and user.email to .git/config.' },
    { user: 'Does setup_github.sh:17 make git push use that account?', assistant: 'No: setup_github.sh:17 only stores the custom key devenv.githubAccount in .git/config; nothing in git reads it.\n\n- git push authenticates with the credential helper or the SSH key, whatever devenv.githubAccount says.\n- user.name and user.email are the commit author, not the push account.' },
    { user: 'じゃぁ、それは不要', tools: [{ name: 'edit', filesWritten: ['.devenv/setup_github.sh'] }], assistant: 'Removed it: setup_github.sh no longer writes devenv.githubAccount to .git/config.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  const history = subject.corrections.join('\n');
  // (The answer to the person's question is why they removed it: told as the reason.)
  assert.match(history, /Why it was removed on 2026-03-01: “.*devenv\.githubAccount/);
  assert.doesNotMatch(history, /no longer holds\): “.*devenv\.githubAccount/);
  assert.ok(subject.statements.some((st) => /commit author/.test(st.text)), 'what is still true stays');
});

test('what the answer behind the summary said is kept before the rest of the thread when not all fits', () => {
  const items = Array.from({ length: 14 }, (_, i) => `- Stage ${i + 1} of the MVP hosting costs $${(i + 1) * 10} a month on Google Cloud or Azure`).join('\n');
  const s = makeSession('s-backing', [
    { user: 'What will hosting the app cost?', tools: [{ name: 'create', filesWritten: ['COST-ANALYSIS.md'] }], assistant: `Custos iniciais:\n\n${items}` },
    { user: 'I can only pay for the hosting of one of Google Cloud or Azure, which one should I subscribe to?', tools: [{ name: 'create', filesWritten: ['CLOUD-COMPARISON.md'] }], assistant: '**Resposta direta: Assine Google Cloud, não Azure.**\n\n**Google Cloud é 3-4x mais barato:**\n- GCP: $15-30/mês após créditos\n- Azure: $70-120/mês' },
  ]);
  const subject = extractSession(s).digest.subjects.find((x) => /Assine/.test(x.summary))!;
  assert.ok(subject.statements.some((st) => /GCP: \$15-30/.test(st.text)), subject.statements.map((st) => st.text).join('\n'));
});

test('a report under a short label told again after later work replaces the first ("検証: …")', () => {
  const s = makeSession('s-checks', [
    { user: '.devenv/config.toml で [serena].enable=true のとき、$CODEX_HOME/config.toml にテンプレートを追記する .devenv/serena/setup.sh を作成して', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: '実装内容: .devenv/serena/setup.sh を新規作成しました。\n\n- 検証: bash -n で構文エラーなし; 現在の設定（[serena].enable 未設定）でハッシュ不変を確認済み' },
    { user: '.devenv/serena/setup.sh で $CODEX_HOME/config.toml の末尾が空行でない場合、空行を挟んでテンプレートを追記して', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: '変更点: 追記直前に空行を入れるようにしました。\n\n- 検証: bash -n 通過; 末尾改行あり/なしの両ケースで空行が1つ入ることを確認' },
  ]);
  const texts = extractSession(s).digest.subjects[0].statements.map((st) => st.text);
  assert.ok(!texts.some((t) => /未設定/.test(t)), texts.join('\n'));
  assert.ok(texts.some((t) => /両ケース/.test(t)), texts.join('\n'));
});

test('what the agent says of itself in Portuguese or Spanish is told in the third person, as in English', () => {
  assert.equal(asAgentFact('Criei um guia completo de 52KB cobrindo arquitetura e deploy.'), 'O agente criou um guia completo de 52KB cobrindo arquitetura e deploy.');
  assert.equal(asAgentFact('Añadí la configuración de Redis al proyecto.'), 'El agente añadió la configuración de Redis al proyecto.');
  assert.equal(asAgentFact('I ported the library to Rust.'), 'The agent ported the library to Rust.');
  assert.equal(asAgentFact('Criação do guia concluída.'), 'Criação do guia concluída.');
});

test('each table of an answer is cut on its own: a short one whole, a long one by its first rows and its total', () => {
  const perDay = ['| Date | Lines Added | Lines Removed |', '|---|---|---|', ...['02-04', '02-05', '02-19', '02-20', '02-21'].map((d, i) => `| 2026-${d} | ${(i + 1) * 100} | ${i * 10} |`)].join('\n');
  const authors = ['| Author | Commits |', '|---|---|', ...Array.from({ length: 9 }, (_, i) => `| author${i + 1} | ${90 - i * 10} |`), '| Total | 450 |'].join('\n');
  const s = makeSession('s-tables', [{ user: 'Analyse lines of code added and removed per day since forking, and commits per author', tools: [{ name: 'bash', commands: ['git log --numstat'] }], assistant: `Here is the analysis.\n\n### Per day\n\n${perDay}\n\n### Authors\n\n${authors}` }]);
  const texts = extractSession(s).digest.subjects[0].statements.map((st) => st.text);
  assert.ok(texts.some((t) => t.startsWith('2026-02-21')), 'the short table is told whole');
  assert.ok(texts.some((t) => t.startsWith('Total')), 'the long table keeps its total');
  assert.ok(!texts.some((t) => t.startsWith('author9')), 'and not every row');
});

test('a failed answer retried after a harness warning about what it names says what the harness warned', () => {
  const s = makeSession('s-warned', [
    { user: 'Send a broadcast message to agent-intercom for this workspace saying "Hello"', assistant: 'Unable to send broadcast via agent-intercom: its MCP tools are not surfaced to this session.' },
    { user: 'Send a broadcast message to agent-intercom for this workspace saying "Hello"', tools: [{ name: 'agent-intercom-broadcast' }], assistant: 'Broadcast message "Hello" sent via agent-intercom-broadcast at info level.' },
  ]);
  s.warnings = [
    { time: '2026-03-01T10:01:30.000Z', message: "Failed to connect to MCP server 'github'." },
    { time: '2026-03-01T10:01:40.000Z', message: "MCP server 'agent-intercom' is taking longer than expected to connect." },
  ];
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /sent via agent-intercom-broadcast at info level\. An earlier try had failed; before this one the harness warned: “MCP server 'agent-intercom' is taking longer than expected to connect\.”$/);
  const history = subject.corrections.join('\n');
  assert.match(history, /Earlier answer, corrected on 2026-03-01 \(no longer holds\): “Unable to send broadcast via agent-intercom[^”]*”; before the retry, the harness warned: “MCP server 'agent-intercom' is taking longer than expected to connect\.”$/);
  // (The warning about another server names nothing the failed answer said.)
  assert.doesNotMatch(history, /github/);
});

test("an answer to the agent's numbered question keeps the question when its label alone does not say it", () => {
  const s = makeSession('s-numbered', [
    { user: 'Implement the plan in .github/prompts/plan-trackFailedSubnets.prompt.md', tools: [{ name: 'read', filesRead: ['.github/prompts/plan-trackFailedSubnets.prompt.md'] }], assistant: 'I understand the plan.\n\nA few clarification questions before I start:\n\n1. **Logging in Step 5** — The log message says "Preserving N ISE entries" — should I format count into the message, or keep it as a structured log field?\n2. **Test coverage?** Should I test parseIpFromRef separately?' },
    { user: 'For 1. Structured log field\nFor 2. Test separately', tools: [{ name: 'edit', filesWritten: ['src/services/ise.ts'] }], assistant: 'Done: structured log field, and parseIpFromRef has its own tests.' },
  ]);
  const texts = extractSession(s).digest.subjects.flatMap((x) => x.statements.map((st) => st.text));
  assert.ok(texts.includes('Logging in Step 5: Structured log field — asked “The log message says "Preserving N ISE entries" — should I format count into the message, or keep it as a structured log field?”'), texts.join('\n'));
  assert.ok(texts.includes('Test coverage: Test separately — asked “Should I test parseIpFromRef separately?”'), texts.join('\n'));
});

test('a declaration says where the agent recorded it: the agent in its instructions, the user in their profile', () => {
  const s = makeSession('s-recorded', [
    { user: 'You are "Spock" with emoji "Vulcan Hand Symbol"', assistant: 'Fascinating. I am Spock. And who are you?' },
    { user: 'I am "Admiral" or "The Admiral" as wording dictates.', tools: [{ name: 'edit', filesWritten: ['.GITCLAW/AGENTS.md'] }, { name: 'write', filesWritten: ['.GITCLAW/state/user.md'] }, { name: 'write', filesWritten: ['notes/todo.txt'] }], assistant: 'Admiral. Understood; I have recorded who we both are.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  const said = (anchor: string) => subjects.find((x) => x.anchor === anchor)!.statements.map((st) => st.text);
  assert.ok(said('agent-identity').includes('Recorded in `.GITCLAW/AGENTS.md`'), said('agent-identity').join('\n'));
  assert.ok(said('user-identity').includes('Recorded in `.GITCLAW/state/user.md`'), said('user-identity').join('\n'));
});

test("what the person says they can or cannot do is a key fact, in their words, with the question it came with", () => {
  const s = makeSession('s-constraint', [
    { user: 'qual sera o custo de hospedar o HAWZX-AI descrito em docs/plan.md?', tools: [{ name: 'read', filesRead: ['docs/plan.md'] }], assistant: 'MVP: $200-300/mês na Google Cloud; depois $20-30/mês.' },
    { user: 'só vou poder pagar pela hospedagem e pelas assinaturas github gemini e azure qual é melhor eu assinar', assistant: 'Resposta direta: Assine Google Cloud, não Azure. O GCP sai 3-4x mais barato para o HAWZX-AI.' },
  ]);
  const texts = extractSession(s).digest.subjects.flatMap((x) => x.statements.map((st) => st.text));
  assert.ok(texts.includes("The user's constraint: só vou poder pagar pela hospedagem e pelas assinaturas github gemini e azure. Asking: “qual é melhor eu assinar?”"), texts.join('\n'));
  const en = makeSession('s-constraint-en', [{ user: 'I dont have a access_mode. I am always read only. Can you fix up the prompt in src/prompts.py accordingly?', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the write tools from the prompt in src/prompts.py; it now lists read-only tools.' }]);
  const said = extractSession(en).digest.subjects.flatMap((x) => x.statements.map((st) => st.text));
  assert.ok(said.includes("The user's constraint: I am always read only."), said.join('\n'));
});

test('a rule that names a tool loosely gets the exact name of the call that later carried it out, never of a forbidden one', () => {
  const s = makeSession('s-rule-tool', [
    { user: 'You should be using the broadcast command to share status. You should NEVER use the agent-intercom-ctl tool; that is for local operator use only.', assistant: 'Understood.' },
    { user: 'Send a broadcast message to agent-intercom for this workspace saying "Hello"', tools: [{ name: 'agent-intercom-ctl', ok: true }, { name: 'agent-intercom-broadcast', ok: true }], assistant: 'Broadcast message "Hello" sent.' },
  ]);
  const rules = extractSession(s).digest.subjects.find((x) => x.anchor === 'preferences')!;
  assert.deepEqual(rules.statements.filter((st) => /^The tool that does/.test(st.text)).map((st) => st.text), ['The tool that does “the broadcast command”: `agent-intercom-broadcast`']);
});

test('a question asking what to call something, answered with a pick, is titled by the pick', () => {
  const s = makeSession('s-naming', [{ user: 'If this repo was not called gitclaw what should it be called?', tools: [{ name: 'bash', commands: ['gh search repos gitlodger'] }], assistant: '**GitLodger** is the cleanest pick — zero competition and the metaphor holds up. GitGraft is a close second.' }]);
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.title, "A new name for the repo (suggested: GitLodger)");
  // (Any other question keeps its title.)
  const other = makeSession('s-not-naming', [{ user: 'What is the total size of the .widgets folder?', tools: [{ name: 'bash', commands: ['du -sh .widgets'] }], assistant: 'The .widgets folder takes 149 MB.' }]);
  assert.equal(extractSession(other).digest.subjects[0].title, 'Total size of the .widgets folder');
});

test('a request that only renames keys retires nothing; a removal drops only the list items that name what was removed, across subjects', () => {
  const s = makeSession('s-rename', [
    { user: 'Add github support to .devenv/: the account in config.toml, else the gh login', tools: [{ name: 'edit', filesWritten: ['.devenv/setup_github.sh', '.devenv/config.toml'] }], assistant: '結論: .devenv/ に GitHub 設定機能を追加しました。\n\n- 追加: setup_github.sh で Git ローカル設定へ反映 — git config --local user.name ...; git config --local user.email ...; 参照用に devenv.githubAccount も保存\n- config.toml の github.account / user.name / user.email を優先し、未設定時は gh のカレントログインを使います。' },
    { user: '.devenv/config.toml の仕様変更\n* github.account -> GITHUB_ACCOUNT\n* user.name -> GIT_USER_NAME', tools: [{ name: 'edit', filesWritten: ['.devenv/config.toml'] }], assistant: '結論: config.toml のキーを GITHUB_ACCOUNT / GIT_USER_NAME に統一しました。' },
    { user: 'setup_github.sh:17 を実施すると、git push するときに指定のアカウントが使われるようになる？', assistant: '結論: いいえ。setup_github.sh:17 の git config --local devenv.githubAccount ... は、git push の認証アカウントには影響しません。' },
    { user: 'じゃぁ、それは不要', tools: [{ name: 'edit', filesWritten: ['.devenv/setup_github.sh'] }], assistant: '結論: 削除しました。setup_github.sh は devenv.githubAccount を .git/config に書かなくなりました。' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  const statements = subjects.flatMap((x) => x.statements.map((st) => st.text)).join('\n');
  const history = subjects.flatMap((x) => x.corrections).join('\n');
  // The rename is told as one; what was said of the keys still holds.
  assert.match(history, /Renamed on 2026-03-01, as asked: github\.account → GITHUB_ACCOUNT; user\.name → GIT_USER_NAME/);
  assert.match(statements, /config\.toml の github\.account \/ user\.name \/ user\.email を優先し、未設定時は gh のカレントログインを使います \(renamed on 2026-03-01: github\.account → GITHUB_ACCOUNT, user\.name → GIT_USER_NAME\)/);
  // (git's own key, in a line that does not speak of config.toml, is not the one renamed.)
  assert.doesNotMatch(statements, /git config --local user\.name[^\n]*renamed/);
  // Of the list, only the item naming what was removed went.
  assert.match(statements, /git config --local user\.name \.\.\.; git config --local user\.email \.\.\.(?!; 参照用)/);
  assert.match(history, /no longer holds\): “参照用に devenv\.githubAccount も保存”/);
});

test('"The structure is: …" of the one file written says which file', () => {
  const s = makeSession('s-structure', [
    { user: 'Write prompts for the netmiko server in src/prompts.py', tools: [{ name: 'edit', filesWritten: ['src/mcp-servers/netmiko/prompts/prompts.py'] }], assistant: 'The structure is: answer_netmiko_question - contains the full command list and a 4-step workflow; netmiko_agent - a minimal read-only system prompt.' },
  ]);
  assert.equal(extractSession(s).digest.subjects[0].summary, 'Structure of `prompts.py`: answer_netmiko_question - contains the full command list and a 4-step workflow; netmiko_agent - a minimal read-only system prompt.');
});

test('work planned, then done to a plan with a TL;DR, says why first', () => {
  const plan = '.github/prompts/plan-trackFailedSubnets.prompt.md';
  const s = makeSession('s-plan-purpose', [
    { user: 'Implement this plan. ask me if something is not clear', tools: [{ name: 'read', filesRead: [plan], headings: { file: plan, text: ['Plan', 'TL;DR'] }, brief: { heading: 'TL;DR', text: 'When a subnet fetch fails, keep its ISE entries out of toDelete, preventing accidental deletion from ISE. Log the counts.' } }], assistant: '4 phases, 9 steps: Infoblox service — surface failed subnets; ISE service — exclude failed-subnet entries from deletion.\n\n1. Should parseIpFromRef use a regex?' },
    { user: 'For 1. use the regex', tools: [{ name: 'edit', filesWritten: ['src/services/ise.ts', 'src/services/__tests__/ise.test.ts'] }], assistant: 'Implementation complete.\n\n## Summary of Changes\n\n**✅ All 55 tests pass**\n\n### Phase 2 — ISE Service\n- `computeConnectorDiff()` excludes entries whose IPs fall in failed subnets' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.match(subject.summary, /^Purpose: When a subnet fetch fails, keep its ISE entries out of toDelete, preventing accidental deletion from ISE\. Carried out: 4 phases, 9 steps/);
});

test('an answer that points back at what the person said ("That is expected") is told with their words, question mark or not', () => {
  const s = makeSession('s-gh', [
    { user: 'Add GitHub account settings to .devenv/', tools: [{ name: 'edit', filesWritten: ['.devenv/setup_github.sh'] }], assistant: 'Added `.devenv/setup_github.sh`: it uses the account `gh auth status` reports.' },
    { user: 'ok, but I never ran gh auth setup-git, and git push still uses the account after gh auth switch.', assistant: "That's expected: Git most likely uses gh as its credential helper already, so `gh auth switch` changes the account `git push` uses." },
  ]);
  const subjects = extractSession(s).digest.subjects;
  assert.equal(subjects.length, 1, subjects.map((x) => x.title).join(' | '));
  assert.deepEqual(subjects[0].asked.map((a) => a.question), ['ok, but I never ran gh auth setup-git, and git push still uses the account after gh auth switch.']);
});

test("of equally good facts, each numbered phase of a plan gets one before the first gets more", () => {
  const phase1 = Array.from({ length: 14 }, (_, i) => `- \`step${i + 1}()\` now returns the failed subnets of VRF ${i + 1}`);
  const answer = ['Implemented all phases. All 55 tests pass.', '', '### Phase 1 — Infoblox Service', ...phase1, '', '### Phase 2 — ISE Service', '- Added `parseIpFromRef()` to extract the IP from `_ref` strings', '', '### Phase 3 — Entry Point', '- `index.ts` destructures `failedSubnets` from `processAllVrfs`'].join('\n');
  const s = makeSession('s-phases', [{ user: 'Track failed subnets in src/services/infoblox.ts and preserve ISE entries', tools: [{ name: 'edit', filesWritten: ['src/services/infoblox.ts', 'src/services/ise.ts', 'index.ts'] }], assistant: answer }]);
  const texts = extractSession(s).digest.subjects[0].statements.map((st) => st.text).join('\n');
  assert.match(texts, /parseIpFromRef/);
  assert.match(texts, /index\.ts/);
});

test('how a subject reached the web is kept, a search before a call to an API', async () => {
  const { lookedUpWith } = await import('../../../curation/extract/tool-evidence.ts');
  assert.equal(lookedUpWith([{ name: 'bash', commands: ['cd /w && gh api repos/a/b/issues/1 | jq .'] }, { name: 'bash', commands: ['for n in a b; do\necho "== $n"\ngh search repos "$n" --limit 5\ndone'] }]), 'gh search repos "$n" --limit 5');
  assert.equal(lookedUpWith([{ name: 'web_fetch', commands: [] }]), 'web_fetch');
  assert.equal(lookedUpWith([{ name: 'bash', commands: ['git status'] }]), undefined);
});

test('a follow-up that names a section of the answer before it by number is told with its name', () => {
  const first = '## Ways to send email from GitHub\n\n### 1. GitHub Actions + SMTP\n- Send mail from a workflow step\n\n### 2. An email API\n- Call SendGrid from a workflow\n\n### 3. GitHub Notifications (built-in)\n- Mention the user in an issue\n\n### 4. Webhooks\n- Post to an external service';
  const s = makeSession('s-email', [
    { user: 'How might GitHub be able to send an email out from this repo?', tools: [{ name: 'read', filesRead: ['README.md'] }], assistant: first },
    { user: 'Explore all angles of 3.', tools: [{ name: 'read', filesRead: ['README.md'] }], assistant: 'This is essentially using GitHub as an email relay: an issue comment is your email body.\n\n- **Audience**: only GitHub users watching the repo\n- **Delivery speed**: near-instant in practice\n- **Subject line**: fixed as [repo] Title (#number)' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  assert.deepEqual(subject.asked.map((a) => a.question), ['Explore all angles of 3 (GitHub Notifications (built-in)).']);
});
