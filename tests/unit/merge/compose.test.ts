import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractSession } from '../../../curation/extract/session.ts';
import { composeAnalysisCluster } from '../../../curation/merge/compose.ts';
import { buildRefs, clusterSubjects } from '../../../curation/merge/cluster.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { SAME_SESSION_JOIN_THRESHOLD } from '../../../curation/merge/index.ts';
import { makeSession } from '../../helpers/session.ts';

const ctx = { config: resolveConfig({}, process.cwd()), now: new Date('2026-05-10T00:00:00Z') };

test('what the work came to is told under Outcome, not also among the key facts', () => {
  const s = makeSession('s-outcome', [
    { user: 'Create .devenv/serena/setup.sh that appends the serena server to $CODEX_HOME/config.toml when [serena].enable is true', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Created .devenv/serena/setup.sh: it appends the serena template to $CODEX_HOME/config.toml when [serena].enable is true, and does nothing when the section already exists.' },
    { user: 'In .devenv/serena/setup.sh, when config.toml does not end with a blank line, add one before the serena template', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Updated .devenv/serena/setup.sh so that a blank line always separates the serena template from what was there before.' },
  ]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  const body = draft.sections.map((x) => x.lines.join('\n')).join('\n');
  assert.equal(body.match(/a blank line always separates/g)?.length, 1, body);
  assert.match(draft.sections.find((x) => x.heading === 'Outcome')!.lines[0], /^- Result: Updated \.devenv\/serena\/setup\.sh so that a blank line/);
});

test('two questions on one subject in one session make one article, the second as a follow-up', () => {
  const s = makeSession('s-podgroup', [
    { user: 'Can a volcano PodGroup be created before its Pod?', tools: [{ name: 'read', filesRead: ['pkg/controllers/job/job_controller_actions.go'] }], assistant: 'It depends: a Volcano Job creates its PodGroup before its pods; for a plain Deployment the pod comes first and the pg-controller adds the PodGroup.' },
    { user: 'Is a PodGroup without pods scheduled?', tools: [{ name: 'read', filesRead: ['pkg/scheduler/actions/enqueue/enqueue.go'] }], assistant: 'No resources are allocated to a PodGroup without pods, but the scheduler may still move it to Inqueue.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  assert.equal(subjects.length, 2, 'two threads in the session');
  const refs = buildRefs(subjects);
  // Alike, but not enough for two sessions: only the same session joins them.
  assert.equal(clusterSubjects(refs, { joinThreshold: 0.35 }).length, 2);
  const clusters = clusterSubjects(refs, { joinThreshold: 0.35, sameSessionThreshold: SAME_SESSION_JOIN_THRESHOLD });
  assert.equal(clusters.length, 1);
  const [draft] = composeAnalysisCluster(clusters[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Follow-up questions')!.lines[0], /^- “Is a PodGroup without pods scheduled\?” No resources are allocated/);
  assert.match(draft.sections.find((x) => x.heading === 'Context')!.lines[1], /^- Also asked in session/);
});

test("a sub-agent's plan that no session carried out says it is a proposal; its boxes to tick are no facts", () => {
  const s = makeSession('s-plan', [
    { user: 'Based on RESTRUCTURING_PLAN.md, design a detailed implementation strategy for the Ansible roles', tools: [{ name: 'read', filesRead: ['RESTRUCTURING_PLAN.md'] }], assistant: '# Implementation Strategy for the Ansible roles\n\nThis plan moves the 18 task files into 5 roles with system and operation tags.\n\n## Phase 1: Foundation\n\n- [ ] Create the roles/ directory structure\n- [ ] Create architecture diagram (optional)\n- **Tags**: system tags say where (f5, ss), operation tags say what (cert_request)' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  for (const x of subjects) x.delegated = true;
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Status')!.lines[0], /^- Proposed: a plan a sub-agent drew up/);
  // (Flagged for the tags and held to medium confidence: the index must not call a plan "high".)
  assert.equal(draft.proposed, true);
  assert.ok(draft.confidence <= 0.5, String(draft.confidence));
  const body = draft.sections.map((x) => x.lines.join('\n')).join('\n');
  assert.doesNotMatch(body, /\[ \]/);
  assert.match(body, /Tags: system tags say where/);
});

test('every row of a decision table is under Decision, also the ones the summary tells', () => {
  const s = makeSession('s-table', [
    { user: 'Summarise what we decided for the quota design in docs/quota.md', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '## 最终决策汇总\n\n| # | 问题 | 决策 |\n|---|---|---|\n| 1 | K8s DRA API | `req.Exactly` 路径正确 |\n| 2 | 方案选择 | 切到方案 B |\n| 3 | Shared ResourceClaim | 按 claim 去重 |\n| 4 | Reclaim 释放延迟 | 直接扣减 quota |\n' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.summary, /^4 points decided: K8s DRA API: req\.Exactly 路径正确; 方案选择: 切到方案 B/);
  const decided = draft.sections.find((x) => x.heading === 'Decision')!.lines.join('\n');
  for (const row of ['K8s DRA API: `req.Exactly` 路径正确', '方案选择: 切到方案 B', 'Shared ResourceClaim: 按 claim 去重', 'Reclaim 释放延迟: 直接扣减 quota']) assert.ok(decided.includes(row), decided);
});

test('no Steps section when the summary already walks through them', () => {
  const s = makeSession('s-steps', [
    { user: 'Implement this plan. ask me if something is not clear', tools: [{ name: 'read', filesRead: ['.github/prompts/plan-trackFailedSubnets.prompt.md'] }], assistant: 'Steps:\n\n1. Infoblox service — surface failed subnets in processVrf\n2. ISE service — exclude failed-subnet entries from deletion\n3. Tests — new cases in ise.test.ts' },
    { user: 'Go ahead', tools: [{ name: 'edit', filesWritten: ['src/services/ise.ts'] }], assistant: '✅ All 55 tests pass.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.summary, /Infoblox service/);
  assert.ok(!draft.sections.some((x) => x.heading === 'Steps'), draft.sections.map((x) => x.heading).join(', '));
});

test('reasons given for a verdict are its Rationale, whatever the article type', () => {
  const s = makeSession('s-why', [
    { user: '你看下这个项目的前端是否可以切换到bun?', tools: [{ name: 'read', filesRead: ['frontend/package.json'] }], assistant: '可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍：frontend/package.json 是标准 Vite 脚本。' },
    { user: '你觉得前端有必要切换到bun吗', assistant: '我的建议：**暂时不切主分支**。\n\n不太建议现在切的原因：\n\n- 当前项目没有明显 npm 痛点。\n- 需要改 Docker、GitHub Actions、Makefile，迁移成本不为零。' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Rationale')!.lines[0], /^- 不太建议现在切的原因: 当前项目没有明显 npm 痛点。/);
  assert.doesNotMatch(draft.sections.filter((x) => x.heading !== 'Rationale').map((x) => x.lines.join('\n')).join('\n'), /npm 痛点/);
});

test('Context says whether the answer rests on the repository or only on commands run elsewhere', () => {
  const s = makeSession('s-ctx', [
    { user: 'Why did the ubpb_c4 evaluation job fail last night on the cluster?', tools: [{ name: 'bash', commands: ['/Users/wjx/.local/bin/qzcli status job-5acf', 'ssh gpu-dev tail -50 run.log'] }], assistant: 'The evaluation finished and saved its results; the job failed at the end of run_one.sh, line 121: unexpected EOF while looking for a matching quote.' },
  ], { cwd: '/home/dev/evals' });
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Context')!.lines[0], /\(answered after running commands\)/);
});

test("the person's words for a decision a table row records are that row, said once", () => {
  const s = makeSession('s-rows', [
    { user: '我们来敲定 docs/quota.md 的设计方案：方案 A 还是方案 B？', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '方案 A 用独立 dra 字段；方案 B 用 deviceclass/ 前缀，复用现有 ResourceList。' },
    { user: '切到方案B，这也是我们这次任务的主要工作', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '好的，切到方案 B：配额用 deviceclass/ 前缀的 ResourceList 表达，复用现有的 deserved 和 guarantee 逻辑。' },
    { user: '那么总结一下方案 B 的决策', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: '## 最终决策汇总\n\n| # | 问题 | 决策 |\n|---|---|---|\n| 1 | 方案选择 | 切到方案 B（deviceclass/ 前缀），本次主要工作 |\n| 2 | Webhook 校验 | 不需要额外改动 |\n' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  const decided = draft.sections.find((x) => x.heading === 'Decision')!.lines.join('\n');
  assert.match(decided, /方案选择: 切到方案 B/);
  assert.doesNotMatch(decided, /切到方案B，这也是/);
});

test('when there are more facts than fit, the most trusted are shown, in the order they were said', () => {
  const s = makeSession('s-cap', [
    { user: 'How do gh auth switch and gh auth setup-git differ for git push accounts?', tools: [{ name: 'bash', commands: ['gh auth status'] }], assistant: 'They are different operations: gh auth switch changes the active gh account, gh auth setup-git makes git use gh for credentials.' },
  ]);
  const [subject] = extractSession(s).digest.subjects;
  const source = subject.sources[subject.sources.length - 1];
  const filler = Array.from({ length: 16 }, (_, i) => ({ text: `Detail ${i + 1} of how gh stores the tokens of several accounts on one machine`, type: 'fact' as const, confidence: 0.75, source, negated: false, reversal: false }));
  subject.statements = [...filler, { text: 'Pin git to an SSH key per account with a host alias, and set GH_TOKEN per project with direnv for gh.', type: 'fact', confidence: 0.85, source, negated: false, reversal: false }];
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 })[0], ctx);
  const facts = draft.sections.find((x) => x.heading === 'Key facts')!.lines;
  assert.equal(facts.length, 14);
  assert.match(facts[facts.length - 1], /^- Pin git to an SSH key per account/);
  assert.match(facts[0], /^- Detail 1 of/);
});

test('a step of the procedure under Steps is not also a key fact', () => {
  const s = makeSession('s-steps2', [
    { user: 'Tell me about your skills and how to add more', tools: [{ name: 'read', filesRead: ['.pi/skills/README.md'] }], assistant: 'Skills are self-contained capability packages that pi loads on demand.\n\n## How to Add a New Skill\n\n1. Create a directory with your skill name.\n2. Write SKILL.md with the required frontmatter.\n3. Place it in any skill location (e.g., ~/.pi/agent/skills/my-skill/ for global).\n\n- Place it in any skill location (e.g., ~/.pi/agent/skills/my-skill/ for global).\n- Pi implements the Agent Skills standard with 64-character names.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  const facts = (draft.sections.find((x) => x.heading === 'Key facts')?.lines ?? []).join('\n');
  assert.ok(draft.sections.some((x) => x.heading === 'Steps'));
  assert.doesNotMatch(facts, /Place it in any skill location/);
});

test('an answer the agent could not check says so under Outcome', () => {
  const s = makeSession('s-unverified', [
    { user: 'Can the frontend in frontend/ switch from npm to bun?', tools: [{ name: 'read', filesRead: ['frontend/package.json'] }], assistant: 'Yes: frontend/package.json only uses standard Vite scripts and no native modules.\n\nI could not run the build here because bun is not installed, so this is from reading the files only.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Outcome')!.lines[0], /^- Not done: verifying the answer: the agent said “I could not run the build here/);
});

test('a result the reply only alludes to is told under Outcome from the command output, cited to the call', () => {
  const s = makeSession('s-eval-result', [
    {
      user: 'The ubpb_c4_342M eval job failed, can you see why?',
      tools: [
        { name: 'exec_command', commands: ['qzcli logs --tail 80 job-5acf'], result: ['token-PPL: 31.11', 'unified L->R BPB: 1.0626'] },
        // The same block read again is one result.
        { name: 'exec_command', commands: ['qzcli logs --tail 300 job-5acf'], result: ['token-PPL: 31.11', 'unified L->R BPB: 1.0626'] },
      ],
      assistant: 'Found it: the main evaluation finished and saved its results; the job failed in the wrap-up of run_one.sh, where the shell reports line 121: unexpected EOF while looking for a matching quote.',
    },
  ]);
  const subject = extractSession(s).digest.subjects[0];
  assert.equal(subject.printed.length, 1);
  assert.equal(subject.printed[0].source.role, 'tool');
  const [cluster] = clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  const outcome = draft.sections.find((x) => x.heading === 'Outcome')?.lines ?? [];
  assert.deepEqual(outcome, ['- Result in the command output: token-PPL: 31.11; unified L->R BPB: 1.0626 — session s-eval-r, 1 Mar 2026']);
});

test('an investigation the session left open says what was found on the way, not what the agent planned', () => {
  const s = makeSession('s-open', [
    {
      user: 'The ubpb eval job failed, can you see why?',
      tools: [{ name: 'exec_command', commands: ['qzcli status job-5acf'] }],
      assistant: 'Found the failure: the evaluation finished and saved its results; the job failed in the wrap-up of run_one.sh at line 121.',
    },
    { user: 'ssh into the GPU machine and look at that file' },
  ]);
  const t = (m: number) => new Date(Date.parse('2026-03-01T10:10:00Z') + m * 60_000).toISOString();
  s.messages.push(
    { role: 'assistant', kind: 'reply', text: "I'll look for a GPU machine I can reach first.", time: t(0) },
    { role: 'assistant', kind: 'reply', text: 'I found the qzcli records, but the output was truncated.', time: t(0.2) },
    { role: 'assistant', kind: 'reply', text: 'The log endpoint timed out this time, so the backend is slow to answer.', time: t(0.7) },
    { role: 'assistant', kind: 'reply', text: 'None of the SSH aliases answer on their ports, so I will try qzcli exec instead.', time: t(1) },
    { role: 'assistant', kind: 'reply', text: 'qzcli found the running machines, but its remote exec lacks the websocket-client package.', time: t(2) },
    { role: 'user', kind: 'instruction', text: '<turn_aborted>\nThe user interrupted the previous turn on purpose.\n</turn_aborted>', time: t(3) },
  );
  s.toolCalls.push({ name: 'exec_command', time: t(0.5), filesRead: [], filesWritten: [], commands: ['ssh -o ConnectTimeout=5 GPU true'], ok: false, error: 'Connection refused' });
  const subject = extractSession(s).digest.subjects[0];
  assert.ok(subject.unfinished, 'the session ended mid-investigation');
  const [cluster] = clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  assert.deepEqual(draft.sections.find((x) => x.heading === 'Found on the way')?.lines, [
    '- None of the SSH aliases answer on their ports. — session s-open, 1 Mar 2026',
    '- qzcli found the running machines, but its remote exec lacks the websocket-client package. — session s-open, 1 Mar 2026',
  ]);
});

test('a labelled key fact whose words the summary already counts is not said again', () => {
  const s = makeSession('s-port', [
    {
      user: 'Port this Python project to Rust and keep the Justfile',
      tools: [{ name: 'write', filesWritten: ['src/lib.rs'] }],
      assistant: 'I ported the Python utility library to Rust.\n\n### Coverage & Tests\n- 5 doctests (one per function)\n- 29 unit tests across all modules\n\n### Design\n- Used Result<T, E> instead of raising exceptions for factorial()',
    },
  ]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  assert.match(draft.summary, /29 unit tests across all modules/);
  const facts = draft.sections.find((x) => x.heading === 'Key facts')?.lines.join('\n') ?? '';
  assert.doesNotMatch(facts, /29 unit tests/);
  assert.match(facts, /Result<T, E>/);
});

test('an answer that surveys parts in numbered sections names them all under "What the answer covered"', () => {
  const parts = ['Git History & Commits', 'Discussions', 'GitHub Actions', 'Checks & Status API', 'Releases & Tags', 'GitHub Pages & Wikis'];
  const answer = `## Broad Vectors of GitHub Intelligence\n\nBeyond Issues and Pull Requests, there are roughly 6 additional broad vectors.\n\n${parts.map((p, i) => `### ${i + 1}. **${p}**\n- ${p} gives the agent 3 new inputs and 2 outputs in the repository.\n- ${p} is available on every plan since 2024.`).join('\n\n')}`;
  const s = makeSession('s-survey', [{ user: 'Vectors of GitHub Intelligence\n\nGiven Issues and PR, what other broad vectors are there?', tools: [{ name: 'read', filesRead: ['README.md'] }], assistant: answer }]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  const lines = draft.sections.find((x) => x.heading === 'What the answer covered')!.lines;
  assert.deepEqual(lines.map((l) => l.replace(/: .*$/, '')), parts.map((p) => `- ${p}`));
  // Each with what the answer said under it, unless the key facts already say it.
  const facts = draft.sections.find((x) => x.heading === 'Key facts')!.lines.join('\n');
  for (const [i, p] of parts.entries()) {
    const said = `${p} gives the agent 3 new inputs and 2 outputs in the repository`;
    assert.equal(lines[i], facts.includes(said) ? `- ${p}` : `- ${p}: ${said}`);
  }
  assert.ok(lines.some((l) => l.includes(': ')) && lines.some((l) => !l.includes(': ')));
});

test('prices the agent quoted without looking them up carry a caveat and medium confidence at most; looked up, they do not', () => {
  const answer = 'Assine Google Cloud, não Azure.\n\n- **GCP:** $15-30/mês após créditos\n- **Azure:** $70-120/mês\n- **Economia:** $50-90/mês';
  const ask = 'Which cloud should I pay for to host the HAWZX-AI app in docs/hosting.md, Google Cloud or Azure?';
  const quoted = makeSession('s-price', [{ user: ask, tools: [{ name: 'read', filesRead: ['docs/hosting.md'] }], assistant: answer }]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(quoted).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Caveats')?.lines[0] ?? '', /agent's own figures: no session looked them up/);
  assert.equal(draft.sections[0].heading, 'Caveats', 'before the figures it warns about');
  assert.ok(draft.confidence <= 0.5);
  const fetched = makeSession('s-price-2', [{ user: ask, tools: [{ name: 'read', filesRead: ['docs/hosting.md'] }, { name: 'web_fetch', commands: [] }], assistant: answer }]);
  const [c2] = clusterSubjects(buildRefs(extractSession(fetched).digest.subjects), { joinThreshold: 0.35 });
  assert.equal(composeAnalysisCluster(c2, ctx)[0].sections.some((x) => x.heading === 'Caveats'), false);
});

test("the person's own words for a decision a table row then records, in another language, are that row: said once", () => {
  const s = makeSession('s-row', [
    { user: '重新讨论下 docs/quota.md 里 quota 设计的技术细节', tools: [{ name: 'read', filesRead: ['docs/quota.md'] }], assistant: 'FirstAvailable 是动态请求，配额很难提前算。你倾向怎么处理？' },
    { user: '先skip firstavailable的配额检查吧，后续再考虑支持（因为这是一个动态的请求）', assistant: '## 最终决策汇总\n\n| # | 问题 | 决策 |\n|---|---|---|\n| 1 | K8s DRA API | `req.Exactly` 路径正确；`FirstAvailable` 跳过 quota，log warning |\n| 2 | 方案选择 | 切到方案 B |\n| 3 | Reclaim 释放延迟 | 直接扣减 quota |\n' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  const decided = draft.sections.find((x) => x.heading === 'Decision')!.lines;
  assert.equal(decided.filter((l) => /firstavailable/i.test(l)).length, 1, decided.join('\n'));
  // (Its reason still reaches the Rationale.)
  assert.ok(draft.sections.find((x) => x.heading === 'Rationale')?.lines.some((l) => /因为这是一个动态的请求/.test(l)));
});

test("the facts of a guide or design the agent wrote are told as the project planned, not built", () => {
  const guide = '# HAWZX-AI Complete Professional Guide\n\n## Architecture\n\n- **LLM**: Google Gemini Pro (via Vertex AI) serves every request in 3 regions.\n- **Deployment**: Kubernetes with 12 services behind one gateway.';
  const s = makeSession('s-guide', [{ user: 'Create a HAWZX-AI-GUIDE.md for a professional version of this project in docs/', tools: [{ name: 'read', filesRead: ['README.md'] }, { name: 'create', filesWritten: ['HAWZX-AI-GUIDE.md'], document: { file: 'HAWZX-AI-GUIDE.md', text: guide } }], assistant: 'Created HAWZX-AI-GUIDE.md: a 52 KB guide to the professional version, from its architecture to its deployment.' }]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.deepEqual(draft.sections.find((x) => x.heading === 'Status')?.lines, ['- Proposed: `HAWZX-AI-GUIDE.md` is a document the agent wrote; the facts quoted from it describe the project as planned, not as built.']);
  assert.equal(draft.proposed, true);
  assert.ok(draft.confidence <= 0.5, String(draft.confidence));
});

test('work on which the person chose among the options the agent asked about is a decision record; one choice is not', () => {
  const plan = { user: 'Implement this plan. ask me if something is not clear', tools: [{ name: 'read', filesRead: ['.github/prompts/plan-trackFailedSubnets.prompt.md', 'src/services/ise.ts'] }], assistant: '4 phases, 9 steps: Infoblox service — surface failed subnets; ISE service — exclude failed-subnet entries from deletion; Tests — new cases in ise.test.ts.\n\n1. Should parseIpFromRef use a regex?\n2. How should the skipped entries be logged?' };
  const done = (answers: string) => ({ user: answers, tools: [{ name: 'edit', filesWritten: ['src/services/ise.ts'] }], assistant: 'Implementation complete.\n\n## Summary of Changes\n\n**✅ All 55 tests pass**\n\n### Phase 2 — ISE Service\n- `computeConnectorDiff()` excludes entries whose IPs fall in failed subnets' });
  const compose = (answers: string) => composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(makeSession('s-choices', [plan, done(answers)])).digest.subjects), { joinThreshold: 0.35 })[0], ctx)[0];
  const decided = compose('For 1. use the regex\nFor 2. Structured log field');
  assert.equal(decided.type, 'decision');
  assert.equal(decided.topic, 'decisions');
  assert.deepEqual(decided.sections[0].heading, 'Decision');
  assert.equal(decided.sections[0].lines.length, 2, decided.sections[0].lines.join('\n'));
  assert.notEqual(compose('For 1. use the regex').type, 'decision');
});

test('a question asked later in the thread is told with its answer, not among the key facts; one whose answer no longer holds is not', () => {
  const s = makeSession('s-asked', [
    { user: 'How big is the .GITCLAW folder?', tools: [{ name: 'bash', commands: ['du -sh .GITCLAW'] }], assistant: 'The total size of the .GITCLAW folder is 149 MB.\n\n- .GITCLAW/node_modules: 148 MB\n- .GITCLAW/docs: 640 KB\n- .GITCLAW/state: 104 KB' },
    { user: 'Why so large?', tools: [{ name: 'bash', commands: ['du -sh .GITCLAW/node_modules'] }], assistant: 'The bulk of the size — 148 MB out of 149 MB — is the `node_modules` folder, which the `.gitignore` keeps out of git.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  const asked = draft.sections.find((x) => x.heading === 'Follow-up questions')?.lines ?? [];
  assert.equal(asked.length, 1, JSON.stringify(draft.sections));
  assert.match(asked[0], /^- “Why so large\?” The bulk of the size — 148 MB out of 149 MB — is the `node_modules` folder/);
  const facts = draft.sections.filter((x) => /^Key facts/.test(x.heading)).flatMap((x) => x.lines).join('\n');
  assert.doesNotMatch(facts, /The bulk of the size/);
});

test("what the person said back to a failure since overcome is told in History beside it, not as a key fact", async () => {
  const { withoutEvidence } = await import('../../../curation/extract/subject-parts.ts');
  const at = (t: string) => ({ session: 's-intercom', date: `2026-03-20T20:${t}:00.000Z`, role: 'user' as const });
  const fact = (text: string, t: string, role: 'user' | 'assistant' = 'assistant') => ({ text, type: 'fact' as const, confidence: 0.8, source: { ...at(t), role }, negated: false, reversal: false });
  const subject = {
    ...withoutEvidence(),
    key: 's-intercom@1', title: 'Break down Feature 007 into epics, tasks, and subtasks in beads', type: 'fact' as const, summary: 'Feature 007 is fully broken down in beads: 22 issues are ready.', request: 'Break down Feature 007 into epics, tasks, and subtasks in beads',
    statements: [fact('Phase 1 (ID gsa.1, 6 tasks): Remove 24 tool dispatch entries', '40'), fact('The user noted: /mcp show clearly indicates that agent-intercom is running and available.', '45', 'user')],
    corrections: ['Earlier failure, overcome on 2026-03-20 by a later request, “Send a broadcast message”: “Intercom note: I was unable to send broadcast notifications to agent-intercom.”'],
    terms: [['feature', 1], ['beads', 1]] as [string, number][], confidence: 0.8, sources: [at('38')],
  };
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 })[0], ctx);
  assert.doesNotMatch(draft.sections.map((x) => x.lines.join('\n')).join('\n'), /The user noted/);
  assert.deepEqual(draft.history, [
    '- Earlier failure, overcome on 2026-03-20 by a later request, “Send a broadcast message”: “Intercom note: I was unable to send broadcast notifications to agent-intercom.”',
    '- The user then noted: /mcp show clearly indicates that agent-intercom is running and available. — session s-interc, 20 Mar 2026',
  ]);
});

test("the plan the work followed says what it is for, first", () => {
  const s = makeSession('s-plan-why', [
    { user: 'Implement this plan', tools: [{ name: 'read', filesRead: ['.github/prompts/plan-trackFailedSubnets.prompt.md'], headings: { file: '.github/prompts/plan-trackFailedSubnets.prompt.md', text: ['Plan', 'TL;DR'] }, brief: { heading: 'TL;DR', text: 'When a subnet fetch fails, keep its ISE entries out of toDelete, preventing accidental deletion from ISE.' } }, { name: 'edit', filesWritten: ['src/services/ise.ts'] }], assistant: 'Implementation complete: computeConnectorDiff now excludes entries of failed subnets from deletion. All 55 tests pass.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.equal(draft.sections[0].heading, 'Purpose');
  assert.match(draft.sections[0].lines[0], /^- From the plan's TL;DR \(`plan-trackFailedSubnets\.prompt\.md`\): When a subnet fetch fails, keep its ISE entries out of toDelete/);
  assert.ok(!draft.sections.slice(1).some((x) => x.lines.some((l) => /Purpose|When a subnet fetch fails/.test(l))));
});

test('a slash command the harness expanded is cited as what the person typed, with what it expands to', () => {
  const s = makeSession('s-init', [{ user: 'Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot sessions', tools: [{ name: 'create', filesWritten: ['.github/copilot-instructions.md'] }], assistant: 'Created .github/copilot-instructions.md covering the build commands and the architecture.' }]);
  s.messages.find((m) => m.kind === 'prompt')!.command = '/init';
  const subjects = extractSession(s).digest.subjects;
  assert.match(subjects[0].sources[0].quote ?? '', /^\/init \(expanded by the harness: Analyze this codebase/);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.match(draft.sections.find((x) => x.heading === 'Context')!.lines[0], /^- Asked with `\/init` in session `s-init` on .* which the harness expands to: “Analyze this codebase/);
});

test('what History says no longer holds is not also a key fact', async () => {
  const { withoutEvidence } = await import('../../../curation/extract/subject-parts.ts');
  const at = { session: 's-revised', date: '2026-02-20T03:22:37.000Z', role: 'assistant' as const };
  const fact = (text: string) => ({ text, type: 'fact' as const, confidence: 0.8, source: at, negated: false, reversal: false });
  const first = '.devenv/ に GitHub 設定機能を追加し、config.toml の github.account / user.name / user.email を優先しました。';
  const subject = {
    ...withoutEvidence(),
    key: 's-revised@1', title: '.devenv/ に github の機能を追加', type: 'fact' as const, summary: 'config.toml のキーを GITHUB_ACCOUNT に統一しました。', request: '.devenv/ に github の機能を追加して',
    statements: [fact(first), fact('接続: .devenv/run.sh:9 に source を追加しました。')],
    corrections: [`First version, revised on 2026-02-20 (the summary says what holds now): “${first}”`],
    terms: [['devenv', 1], ['github', 1]] as [string, number][], confidence: 0.8, sources: [{ ...at, role: 'user' as const }],
  };
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 })[0], ctx);
  const facts = draft.sections.find((x) => x.heading === 'Key facts')!.lines.join('\n');
  assert.doesNotMatch(facts, /を優先しました/);
  assert.match(facts, /接続: \.devenv\/run\.sh:9/);
});

test('what the work renames or removes is listed, cited, planned where it changed no code', () => {
  const answer = ['Naming settled: no DRA prefix in code identifiers.', '', '| Current | New | Why |', '|---|---|---|', '| `DRAQuota` | removed | no separate struct |', '| `DRAClaimKeys` | `ResourceClaimKeys` | adjusted |', '| `buildTaskDRAResreq` | `buildTaskResourceClaimResources` | says what it does |', '| `dynamicResourceAllocationEnable` | keep | the K8s feature gate |'].join('\n');
  const s = makeSession('s-names', [{ user: 'Settle the naming of the capacity plugin DRA identifiers in pkg/scheduler/plugins/capacity', tools: [{ name: 'read', filesRead: ['pkg/scheduler/plugins/capacity/capacity.go'] }], assistant: answer }]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  // (No code changed: the renames are planned.)
  assert.deepEqual(draft.sections.find((x) => x.heading === 'Renames and removals planned')?.lines, [
    '- Planned, not done: the work changed no code, only documents.',
    '- To rename: `DRAClaimKeys` → `ResourceClaimKeys`; `buildTaskDRAResreq` → `buildTaskResourceClaimResources` — session s-names, 1 Mar 2026',
    '- To remove: `DRAQuota` — session s-names, 1 Mar 2026',
  ]);
  assert.deepEqual(draft.renamed, [{ from: 'DRAQuota', planned: true }, { from: 'DRAClaimKeys', to: 'ResourceClaimKeys', planned: true }, { from: 'buildTaskDRAResreq', to: 'buildTaskResourceClaimResources', planned: true }]);
  // Work that changed code did them.
  const done = makeSession('s-names-done', [{ user: 'Settle the naming of the capacity plugin DRA identifiers in pkg/scheduler/plugins/capacity', tools: [{ name: 'edit', filesWritten: ['pkg/scheduler/plugins/capacity/capacity.go'] }], assistant: answer }]);
  const [doneDraft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(done).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.deepEqual(doneDraft.sections.find((x) => x.heading === 'Renamed or removed')?.lines.map((l) => l.replace(/ — .*$/, '')), ['- Renamed: `DRAClaimKeys` → `ResourceClaimKeys`; `buildTaskDRAResreq` → `buildTaskResourceClaimResources`', '- Removed: `DRAQuota`']);
});

test("the agent's reading of copyright and licensing carries a caveat and medium confidence at most, unless it was looked up", () => {
  const answer = 'Keep LICENSE.md in the repository root: it applies to all files in the repository.\n\n- **Phase 1**: keep the MIT notice of the original author\n- **Phase 2**: add your own copyright line beside it\n- **Phase 3**: new files carry your copyright';
  const session = (lookedUp: boolean) => makeSession(lookedUp ? 's-law-web' : 's-law', [{ user: 'How do I handle the copyright given the roadmap in docs/ROADMAP.md?', tools: [{ name: 'read', filesRead: ['docs/ROADMAP.md', 'LICENSE.md'] }, ...(lookedUp ? [{ name: 'web_fetch', commands: [] }] : [])], assistant: answer }]);
  const draftOf = (s: ReturnType<typeof makeSession>) => composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx)[0];
  const unchecked = draftOf(session(false));
  assert.deepEqual(unchecked.sections[0], { heading: 'Caveats', lines: ["- The agent's reading of copyright and licensing, not legal advice: no session looked it up beyond the repository (no web search or fetch), so have it checked before relying on it."] });
  assert.ok(unchecked.confidence <= 0.5);
  assert.ok(!draftOf(session(true)).sections.some((x) => x.heading === 'Caveats'));
});

test("a decision record lists the sections its discussion covered without their first sentences, which the decisions may overturn", async () => {
  const { withoutEvidence } = await import('../../../curation/extract/subject-parts.ts');
  const at = (m: string) => ({ session: 's-dra', date: `2026-04-08T10:${m}:00.000Z`, role: 'assistant' as const });
  const decided = (text: string, m: string) => ({ text, type: 'decision' as const, confidence: 0.8, source: at(m), negated: false, reversal: false, key: text.split(':')[0], value: text.split(': ')[1] });
  const outline = ['K8s DRA v1 API 结构与 Notion 代码不匹配', 'Shared ResourceClaim 的 quota 重复计算', 'allocationMode: All 的 quota 困境'];
  const subject = {
    ...withoutEvidence(),
    key: 's-dra@1', title: 'Capacity DRA support', type: 'decision' as const, summary: '3 points decided.', request: 'Discuss the DRA quota design in docs/design/capacity-dra-support.md',
    statements: [decided('K8s DRA API: req.Exactly 路径正确', '05'), decided('Shared ResourceClaim: 按 claim 去重', '06')],
    outline, gists: { [outline[0]]: '没有 Exactly 这个子结构', [outline[1]]: 'quota 应该计算几次？', [outline[2]]: 'count 不确定' },
    terms: [['dra', 1], ['quota', 1]] as [string, number][], confidence: 0.8, sources: [{ ...at('01'), role: 'user' as const }],
  };
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs([subject]), { joinThreshold: 0.35 })[0], ctx);
  assert.deepEqual(draft.sections.find((x) => x.heading === 'What the answer covered')?.lines, outline.map((o) => `- ${o}`));
});

test("a question asked in a session of work that names none of the work's files keeps to itself: it must not share the work's fate", () => {
  const s = makeSession('s-podgroup-work', [
    { user: 'Make the volcano job controller create the PodGroup before its Pod in pkg/controllers/job/job_controller_actions.go', tools: [{ name: 'edit', filesWritten: ['pkg/controllers/job/job_controller_actions.go'] }], assistant: 'Changed job_controller_actions.go: a Volcano Job now creates its PodGroup before its pods; for a plain Deployment the pod comes first and the pg-controller adds the PodGroup.' },
    { user: 'Is a PodGroup without pods scheduled?', tools: [{ name: 'read', filesRead: ['pkg/scheduler/actions/enqueue/enqueue.go'] }], assistant: 'No resources are allocated to a PodGroup without pods, but the scheduler may still move it to Inqueue.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  assert.equal(subjects.length, 2, 'two threads in the session');
  assert.equal(clusterSubjects(buildRefs(subjects), { joinThreshold: 0.35, sameSessionThreshold: SAME_SESSION_JOIN_THRESHOLD }).length, 2);
  // (One that names the work's file is about the work: it joins.)
  subjects[1].request = 'Is a PodGroup without pods scheduled after the change to job_controller_actions.go?';
  assert.equal(clusterSubjects(buildRefs(subjects), { joinThreshold: 0.35, sameSessionThreshold: SAME_SESSION_JOIN_THRESHOLD }).length, 1);
});
