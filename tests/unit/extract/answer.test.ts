import { test } from 'node:test';
import assert from 'node:assert/strict';
import { digestAnswer, offerTask } from '../../../curation/extract/answer.ts';

test('the summary skips introductions and keeps the first informative sentences', () => {
  const d = digestAnswer("Good question — let me explain.\n\nHere's what I found:\n\nUnfortunately, **GitHub does not support excluding files** when creating a repository from a template. The template copies every committed file.");
  assert.match(d.summary, /^Unfortunately, GitHub does not support excluding files/);
  assert.doesNotMatch(d.summary, /Here's|\*\*/);
});

test('a verdict heading leads the summary', () => {
  const d = digestAnswer('## Yes, absolutely! Here is how\n\nThe agent can generate and maintain a GitHub Pages website for this repo.');
  assert.match(d.summary, /^Yes, absolutely\. The agent can generate/);
});

test('tables become key facts, and a leading table becomes the summary', () => {
  const d = digestAnswer('Here is the comparison:\n\n| Metric | Value |\n|---|---|\n| Commits ahead | **285** |\n| Files changed | 85 |\n');
  assert.equal(d.summaryFromTable, true);
  assert.match(d.summary, /Commits ahead: 285; Files changed: 85/);
  assert.ok(d.facts.some((f) => f.key === 'Commits ahead' && f.text === 'Commits ahead: 285'));
});

test('labelled bullets become facts typed by their signal; reference lists are dropped', () => {
  const d = digestAnswer('Findings:\n\n- **Retry limits** — pi retries 3 times with exponential backoff.\n- **No cost cap** — pi does not support a budget limit per session.\n\n参考：\n\n- src/a.go:12 src/b.go:40\n');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('Retry limits: pi retries 3 times with exponential backoff.'));
  assert.equal(d.facts.find((f) => f.key === 'No cost cap')?.type, 'limitation');
  assert.ok(!texts.some((t) => t.includes('src/a.go')));
});

test('closing offers become tasks; closing questions become open questions', () => {
  const d = digestAnswer('GitHub copies the whole repository.\n\nWould you like me to add `.GITCLAW/state/` to your `.gitignore`?');
  assert.deepEqual(d.offers, ['Add .GITCLAW/state/ to the .gitignore']);
  const q = digestAnswer('Records updated.\n\nWhat matters to you? Any boundaries you want me to respect always?');
  assert.ok(q.questions.includes('What matters to you?'));
  assert.equal(offerTask('Shall I create an orphan gh-pages branch?'), 'Create an orphan gh-pages branch');
});

test('an answer that asks back is a clarification', () => {
  assert.equal(digestAnswer("Could you clarify what you're asking? I just answered that above.").clarification, true);
  assert.equal(digestAnswer('The sky is blue because of Rayleigh scattering, which affects short wavelengths most.').clarification, false);
});

test('status lines are not summaries: what the turn found is', () => {
  const d = digestAnswer('The task is complete.\n\nI ported the Python utility library to Rust with the following:\n\n- string_utils\n- math_utils\n');
  assert.equal(d.summary, 'I ported the Python utility library to Rust.');
  const ja = digestAnswer('実装は完了しています。 不一致条件は「[mcp_servers.serena] が既に存在する」です。');
  assert.match(ja.summary, /^不一致条件は/);
});

test('a marked verdict, even inside a list, is the summary and says the answer concluded', () => {
  const d = digestAnswer('Comparei os dois.\n\n- **Resposta direta:** Assine Google Cloud, não Azure.\n- Google Cloud é 3x mais barato.\n');
  assert.equal(d.summary, 'Assine Google Cloud, não Azure.');
  assert.equal(d.concluded, true);
  const zh = digestAnswer('这个前端是标准 Vite 项目，npm 已经能满足需求。\n\n我的建议：**暂时不切主分支**。如果你想评估，可以开一个小分支只做验证。');
  assert.match(zh.summary, /^建议：暂时不切主分支/);
  assert.equal(zh.concluded, true);
});

test('a verdict that opens the answer is kept over the evidence list under "结论："', () => {
  const d = digestAnswer('可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。\n\n结论：\n\n- package.json 是标准 Vite 脚本，没有 npm 专属脚本。\n- 依赖里没有原生编译包。\n');
  assert.equal(d.summary, '可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。');
  assert.equal(d.concluded, false);
});

test('a recommendation heading leads the summary', () => {
  const d = digestAnswer("Here are some alternatives:\n\n## Best fit: **GitGraft**\nIt's a self-contained module that you graft onto any existing repo and that uses the repo's own infrastructure.\n");
  assert.match(d.summary, /^Best fit: GitGraft\. It's a self-contained module/);
  assert.equal(d.concluded, true);
});

test('list items keep the polarity of their heading; conditional lists and lead-ins are not facts', () => {
  const d = digestAnswer(
    'You only need a free account for now.\n\n## ❌ Not needed now\n\n- Read billing information\n- Workers AI access (you use Gemini)\n\nIf the check passes, commit these changes:\n\n- Delete frontend/package-lock.json to avoid two lock files\n\n- Modules ported (5 total, matching the Python):\n',
  );
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('Not needed now: Read billing information'), texts.join(' | '));
  assert.ok(!texts.some((t) => /package-lock/.test(t)), 'a conditional list is a proposal, not a fact');
  assert.ok(!texts.some((t) => /Modules ported/.test(t)), 'a bullet ending in a colon introduces, it does not inform');
});

test('a short lead names what its list items are; a conclusion label does not', () => {
  const d = digestAnswer('我觉得没必要为了切换而切换。\n\n适合切 Bun 的情况：\n\n- 团队本机都已经装 Bun，且愿意统一工具链。\n- CI 安装依赖耗时明显，想压缩反馈时间。\n\n结论：\n\n- package.json 是标准 Vite 脚本，没有 npm 专属脚本。\n');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('适合切 Bun 的情况: 团队本机都已经装 Bun，且愿意统一工具链。'), texts.join(' | '));
  assert.ok(texts.some((t) => t.startsWith('package.json 是标准 Vite 脚本')), texts.join(' | '));
});

test('a table of decisions becomes decisions, every row, and concludes the answer', () => {
  const d = digestAnswer('所有问题都讨论完了。\n\n## 最终决策汇总\n\n| # | 问题 | 决策 |\n|---|---|---|\n| 1 | K8s DRA API | `req.Exactly` 路径正确 |\n| 2 | 方案选择 | 切到方案 B |\n| 3 | Shared ResourceClaim | 按 claim 去重 |\n| 4 | Reclaim 释放延迟 | 直接扣减 quota |\n| 5 | Webhook 校验 | 不需要额外改动 |\n');
  assert.deepEqual(d.decisionTable, ['K8s DRA API', '方案选择', 'Shared ResourceClaim', 'Reclaim 释放延迟', 'Webhook 校验']);
  assert.equal(d.concluded, true);
  assert.equal(d.summary, '5 points decided: K8s DRA API: req.Exactly 路径正确; 方案选择: 切到方案 B; Shared ResourceClaim: 按 claim 去重; Reclaim 释放延迟: 直接扣减 quota; Webhook 校验: 不需要额外改动.');
  const rows = d.facts.filter((f) => f.type === 'decision');
  assert.equal(rows.length, 5);
  assert.ok(rows.some((f) => f.text === '方案选择: 切到方案 B'));
});

test('a sign-off before the report is dropped, and the report says what was done', () => {
  const fixed = digestAnswer("Done. Here's what I fixed in `infrahub_agent()`:\n\n1. **Removed `_config.read_only`** - it was undefined in this module\n2. **Removed all GraphQL references** from the resource table");
  assert.match(fixed.summary, /^Fixed in infrahub_agent\(\): Removed _config\.read_only/);
  const added = digestAnswer("Done. I've added:\n\n- `multiply_numbers` function in src/math_utils.py - multiplies two integers\n- `test_multiply_numbers` in tests/test_math_utils.py");
  assert.match(added.summary, /^Added: multiply_numbers function in src\/math_utils\.py/);
  // A count of parts is not a heading that names the subject.
  assert.equal(digestAnswer('**4 phases, 9 steps:**\n\n1. **Infoblox service** — surface failed subnets\n2. **ISE service** — keep entries of failed subnets').heading, undefined);
});

test('table rows keep their column names and put the description last', () => {
  // (A count under a plural noun is that many: "1471 lines", not "Lines 1471".)
  assert.ok(digestAnswer('| File Path | Lines | Purpose of the file in the plugin |\n|---|---|---|\n| `capacity.go` | 1471 | Main capacity plugin with DRA enforcement and checks |\n| `job_info.go` | 1472 | TaskInfo and DRAResource definitions for the scheduler |').facts.some((f) => f.text === 'capacity.go (1471 lines): Main capacity plugin with DRA enforcement and checks'));
  assert.ok(digestAnswer('**PRs by source agent:**\n\n| Agent | PRs |\n|-------|-----|\n| copilot-swe-agent | 37 |\n| codex | 8 |').facts.some((f) => f.text === 'copilot-swe-agent: 37 PRs'));
  const phases = digestAnswer('| Phase | ID | Tasks | Focus |\n|---|---|---|---|\n| 1 | `gsa.1` | 6 tasks | Remove tool dispatch entries and handler functions |\n| 2 | `gsa.2` | 7 tasks | Delete the hydration and dehydration services |');
  assert.deepEqual(phases.facts.filter((f) => f.fromTable).map((f) => f.text), [
    'Phase 1 (ID gsa.1, 6 tasks): Remove tool dispatch entries and handler functions',
    'Phase 2 (ID gsa.2, 7 tasks): Delete the hydration and dehydration services',
  ]);
  const sizes = digestAnswer('| Category | Size | Lines |\n|---|---|---|\n| TypeScript | 48 KB | 667 lines |\n| Markdown | 640 KB | 13,137 lines |');
  assert.deepEqual(sizes.facts.filter((f) => f.fromTable).map((f) => f.text), ['TypeScript — Size: 48 KB; 667 lines', 'Markdown — Size: 640 KB; 13,137 lines']);
});

test('a sentence that points at a list, or a label with nothing after it, is not a fact', () => {
  const d = digestAnswer('現在の実装は、以下をすべて満たしたときだけ追記します。\n\n- **結論**: —\n- `serena.enable` が true\n- python3 がある\n\nThe check passes only when the following hold.\n\n- **Python**: version 3.10 or later, with the venv module');
  const texts = d.facts.map((f) => f.text);
  assert.ok(!texts.some((t) => /以下をすべて|the following hold|^結論/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /^Python: version 3\.10/.test(t)), texts.join(' | '));
  // "10以下" is "10 or less", not a pointer.
  assert.match(digestAnswer('タイムアウトは 10秒以下 に設定されていて、再試行は3回までです。これで本番の負荷にも耐えられます。').summary, /10秒以下/);
  assert.doesNotMatch(d.summary, /結論/);
});

test('a list item that points at its sub-items keeps them', () => {
  const d = digestAnswer('結論: 通常の実行だけでは追記しない可能性が高いです。\n\n- 現在の実装は、以下をすべて満たしたときだけ追記します。\n  - `python3` がある\n  - `CODEX_HOME` 環境変数が定義済み\n\n- したがって、`CODEX_HOME` が未定義なら何もせず終了します。');
  assert.ok(d.facts.some((f) => f.text === '現在の実装は、以下をすべて満たしたときだけ追記します: python3 がある; CODEX_HOME 環境変数が定義済み'), d.facts.map((f) => f.text).join(' | '));
});

test('a verdict that names nothing is not a fact, a named pick is', () => {
  const d = digestAnswer('- **結論**: いいえ。\n- **結論**: 削除しました。\n- **My pick**: GitGraft, for its meaning\n- **Answer**: Yes.');
  const texts = d.facts.map((f) => f.text);
  assert.ok(!texts.some((t) => /いいえ|削除しました|Yes/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /GitGraft/.test(t)), texts.join(' | '));
});

test('a heading that only numbers a section is not a fact; one that states figures is', () => {
  const d = digestAnswer('## Summary of Changes\n\n### Phase 2 — ISE Service\n\n- Added parseIpFromRef()\n\n### Fork — 349 commits, 132 files changed\n\nText.');
  const texts = d.facts.map((f) => f.text);
  assert.ok(!texts.includes('Phase 2: ISE Service'), texts.join(' | '));
  assert.ok(texts.includes('Fork: 349 commits, 132 files changed'), texts.join(' | '));
  // Numbered sections of one kind are listed together.
  const approaches = digestAnswer('## Approach 1: In-Session Timer Extension (simplest)\n\nText.\n\n## Approach 2: File-Based External Trigger\n\nText.\n\n## Approach 3: Cron with Specific Schedules\n\nText.');
  assert.ok(approaches.facts.some((f) => f.text === 'Approaches: In-Session Timer Extension (simplest); File-Based External Trigger; Cron with Specific Schedules'), approaches.facts.map((f) => f.text).join(' | '));
  // Lettered options are numbered sections too; "Part of the problem" is not one.
  assert.ok(digestAnswer('## Option A: Keep the cache\n\nx\n\n## Option B: Drop the cache\n\nx').facts.some((f) => f.text === 'Options: Keep the cache; Drop the cache'));
  assert.equal(digestAnswer('## Part of the problem is the cache\n\nThe cache keeps stale claims for ten minutes after a pod ends.').heading, 'Part of the problem is the cache');
  // A section told twice (a plan, then its checklist) is listed once.
  const twice = digestAnswer('## Phase 1: Foundation - Create Directory Structure\n\nx\n\n## Phase 2: Build Roles\n\nx\n\n## Phase 1: Foundation\n\n- [ ] a\n\n## Phase 2: Build Roles\n\n- [ ] b');
  assert.ok(twice.facts.some((f) => f.text === 'Phases: Foundation - Create Directory Structure; Build Roles'), twice.facts.map((f) => f.text).join(' | '));
});

test('a heading that says when its items apply stays on them', () => {
  const d = digestAnswer('## AGORA (no começo)\n\n- Apenas crie a conta gratuita no Cloudflare\n\n## Quando crescer e precisar mais controle\n\n- Editar DNS de zona (para configurar domínio)\n\n## Setup\n\n- Install the CLI with npm install -g wrangler');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('Quando crescer e precisar mais controle: Editar DNS de zona (para configurar domínio)'), texts.join(' | '));
  assert.ok(texts.includes('AGORA (no começo): Apenas crie a conta gratuita no Cloudflare'), texts.join(' | '));
  assert.ok(texts.includes('Install the CLI with npm install -g wrangler'), texts.join(' | '));
});

test('a short line with a figure under a summary heading is the summary, not the closing remark', () => {
  const d = digestAnswer('Excellent! Implementation complete.\n\n## Summary of Changes\n\n**✅ All 55 tests pass**\n\n### Phase 1 — Infoblox Service\n- processVrf now returns failed subnets\n\nAll changes are backward-compatible through required parameters.');
  assert.equal(d.summary, 'All 55 tests pass.');
});

test("the agent's run-up before a heading is not content: the heading still opens the answer", () => {
  const d = digestAnswer('Perfect! Now I have a comprehensive understanding of the current structure. Let me create a detailed implementation plan.\n\nBased on my exploration, I can now design a comprehensive implementation strategy.\n\n## Detailed Implementation Strategy for Ansible Restructuring\n\n### Overview\n\nThis plan transforms the flat task structure into roles.');
  assert.equal(d.heading, 'Detailed Implementation Strategy for Ansible Restructuring');
  assert.equal(d.summary, 'This plan transforms the flat task structure into roles.');
});

test('a list lead keeps its own sentence, not a leftover acknowledgement, and advice to the reader is no fact', () => {
  const d = digestAnswer("You're right to point that out - that's redundant. The command list appears in both prompts:\n\n- **In answer_netmiko_question**: listed in Step 2\n- **In netmiko_agent**: in the table\n\nAdd more examples to the table as needed.");
  assert.equal(d.summary, 'The command list appears in both prompts: In answer_netmiko_question: listed in Step 2; In netmiko_agent: in the table.');
  assert.ok(!d.facts.some((f) => /as needed/.test(f.text)));
});

test('a bold lead whose colon sits inside the bold introduces its list too', () => {
  const d = digestAnswer('Permissions:\n\n**Quando crescer e precisar mais controle:**\n- **Editar DNS de zona** ✅ (para configurar domínio)\n- **Editar Cloudflare Workers** ✅ (para edge functions)');
  assert.ok(d.facts.some((f) => f.text === 'Quando crescer e precisar mais controle: Editar DNS de zona ✅ (para configurar domínio)'), d.facts.map((f) => f.text).join(' | '));
});

test('a verdict on "the behaviour" and a short exclamation are not facts', () => {
  const d = digestAnswer('- **結論**: その挙動は正常です。\n- **結論**: setup.sh は config.toml を変更しません。\n\nComece pelos 5 primeiros (todos grátis)!');
  const texts = d.facts.map((f) => f.text);
  assert.ok(!texts.some((t) => /その挙動|Comece/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /config\.toml を変更しません/.test(t)), texts.join(' | '));
});

test('nested items fold into their label as "label: a; b"', () => {
  const d = digestAnswer('- 実装内容\n  - `setup.sh` を新規作成しました。\n  - 重複追記防止のため、既にある場合は何もしません。\n- 検証\n  - `bash -n setup.sh` で構文エラーなし。');
  assert.equal(d.summary.split('; ')[0], '実装内容: setup.sh を新規作成しました');
  assert.ok(d.facts.some((f) => f.text === '実装内容: setup.sh を新規作成しました; 重複追記防止のため、既にある場合は何もしません。'), JSON.stringify(d.facts));
});

test('a run-up that hands over to a report is not the summary: the report is', () => {
  const d = digestAnswer('実装は完了しています。最後に副作用確認として現行設定では config.toml が変更されないことを検証済みです。結果を整理して返します。\n\n- 実装内容\n  - `.devenv/serena/setup.sh` を新規作成しました。\n  - `[serena].enable=true` のときのみ追記します。');
  assert.match(d.summary, /^実装内容: \.devenv\/serena\/setup\.sh を新規作成しました; \[serena\]\.enable=true のときのみ追記します/);
});

test('files and lines the agent touched are no facts', () => {
  const d = digestAnswer('Done.\n\n- 変更ファイル\n  - `.devenv/setup.sh:40`\n- Files changed: src/a.ts, src/b.ts\n- Entry point: src/main.ts\n- The parser lives in src/parse.ts and reads JSONL line by line.');
  assert.deepEqual(d.facts.map((f) => f.text), ['Entry point: src/main.ts', 'The parser lives in src/parse.ts and reads JSONL line by line.']);
});

test('a sentence item keeps the sub-items that say how', () => {
  const d = digestAnswer('Plan:\n\n- ./.devenv/setup.sh を変更する。\n  - ./.devenvrc が無い場合はコピー例を表示して exit 1 する。\n  - .envrc 生成は継続するが、direnv allow は実行しない。\n- 廃止: config.toml の読み取り経路。');
  assert.ok(d.facts.some((f) => f.text === './.devenv/setup.sh を変更する: ./.devenvrc が無い場合はコピー例を表示して exit 1 する; .envrc 生成は継続するが、direnv allow は実行しない。'), JSON.stringify(d.facts.map((f) => f.text)));
});

test('"yes, but it depends" opening the answer leads the conclusion listed under it', () => {
  const d = digestAnswer('会，但要分场景。\n\n1. `Volcano Job` 场景：`PodGroup` 会先于 Pod 创建。\n在 Job 初始化里先调用 `createOrUpdatePodGroup`，后面才进入 Pod 创建流程。\n\n2. 普通 Pod 场景：通常是 Pod 先创建，`PodGroup` 后补建。\n\n所以结论是：\n- Volcano Job：有，而且是设计上就会 PodGroup 先于 Pod。\n- 普通 workload：一般不会，通常是 Pod 先落库。');
  assert.equal(d.summary, '会，但要分场景。Volcano Job：有，而且是设计上就会 PodGroup 先于 Pod; 普通 workload：一般不会，通常是 Pod 先落库');
});

test('a short code block in an item stays as inline code; a label over a long one goes', () => {
  const long = Array.from({ length: 5 }, (_, i) => `    echo step ${i}`).join('\n');
  const d = digestAnswer(`Options:\n\n- **推奨1**: GH_TOKEN をコマンド単位で指定\n  - 例:\n    \`\`\`bash\n    GH_TOKEN=ghp_xxx gh pr list -R owner/repo\n    \`\`\`\n  - 特徴: 影響範囲を1コマンドに限定できます\n- **推奨2**: サブシェル単位で一時切替\n  - 例:\n    \`\`\`bash\n${long}\n    \`\`\`\n  - 特徴: 親シェルを汚しません`);
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('推奨1: GH_TOKEN をコマンド単位で指定 — 例: GH_TOKEN=ghp_xxx gh pr list -R owner/repo; 特徴: 影響範囲を1コマンドに限定できます'), JSON.stringify(texts));
  assert.ok(texts.includes('推奨2: サブシェル単位で一時切替 — 特徴: 親シェルを汚しません'), JSON.stringify(texts));
});

test("the agent's sandbox, its account of its own edits and its praise of the work are no facts", () => {
  const d = digestAnswer('Fixed in infrahub_agent():\n\n- **Removed _config.read_only**: it was undefined in this module\n- **Cleaned up the code**: The file was corrupted during my earlier incremental edits, so I rewrote the entire function.\n\n可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。限制：我这边环境当前没有安装 bun，所以还没法验证 build。\n\nThe project is now structured at a professional level to compete with Hakko.ai.');
  const texts = d.facts.map((f) => f.text).join('\n');
  assert.match(texts, /Removed _config\.read_only/);
  assert.doesNotMatch(texts, /corrupted|我这边环境|professional level/);
});

test("a probe's key=value output, advice to run it again and a bare status are no facts", () => {
  const d = digestAnswer('Done.\n\n- チェック結果\n  - `pwd_ok=true`\n  - `serena_enable=true`\n  - `python3=true`\n- 推奨: そのまま ./.devenv/setup.sh を再実行\n- Feature 007 Breakdown: Complete\n- Thinking budgets: thinkingBudgets caps tokens per level (minimal: 1024, low: 4096, medium: 10240)\n- Build: 55 tests pass, 0 failures');
  assert.deepEqual(d.facts.map((f) => f.text).sort(), ['Build: 55 tests pass, 0 failures', 'Thinking budgets: thinkingBudgets caps tokens per level (minimal: 1024, low: 4096, medium: 10240)']);
});

test('"結論: X" is told as X, so it is one fact with the X said elsewhere', () => {
  const d = digestAnswer('指摘どおり、現状の run.sh 経由の常時 export は必須ではありません。 setup_github.sh で反映した後は不要です。\n\n結論: 指摘どおり、現状の run.sh 経由の常時 export は必須ではありません。');
  assert.ok(d.facts.some((f) => f.text === '指摘どおり、現状の run.sh 経由の常時 export は必須ではありません。'), JSON.stringify(d.facts.map((f) => f.text)));
  assert.ok(!d.facts.some((f) => /^結論/.test(f.text)));
});

test('a conclusion that opens with a bare verdict is told by the sentence after it', () => {
  const d = digestAnswer('結論: 削除しました。`setup_github.sh` は `devenv.githubAccount` を `.git/config` に書かなくなりました。\n\n- 変更ファイル: `.devenv/setup_github.sh`');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('setup_github.sh は devenv.githubAccount を .git/config に書かなくなりました。'), JSON.stringify(texts));
  assert.ok(!texts.some((t) => /^削除しました/.test(t)), JSON.stringify(texts));
});

test('a question with its aside and a retelling of what the person did are no facts', () => {
  const d = digestAnswer('Here is what happened:\n\n- You created issue #103: "Compare my fork to the original"\n- What happened to specific original files? (e.g., were any upstream files lost or broken in the fork?)\n- The fork is 285 commits ahead of the parent and 0 behind.');
  assert.deepEqual(d.facts.map((f) => f.text), ['The fork is 285 commits ahead of the parent and 0 behind.']);
});

test('a short item keeps the heading that names what the items are; a generic heading adds nothing', () => {
  const d = digestAnswer('## Key Rules for Skill Names\n\n- 1–64 characters, lowercase a-z, 0-9, hyphens only\n\n## Parent (SawyerHood/gitclaw)\n\n- Only 3 commits total (initial commit + 2 README tweaks)\n\n## Setup\n\n- Install the CLI with npm install -g wrangler\n\n## ✅ Feature 007 Breakdown: Complete\n\n- 22 issues are ready and 18 are blocked by upstream phases');
  const texts = d.facts.map((f) => f.text);
  for (const t of ['Key Rules for Skill Names — 1–64 characters, lowercase a-z, 0-9, hyphens only', 'Parent (SawyerHood/gitclaw) — Only 3 commits total (initial commit + 2 README tweaks)', 'Install the CLI with npm install -g wrangler', '22 issues are ready and 18 are blocked by upstream phases']) assert.ok(texts.includes(t), `${t} in ${texts.join(' | ')}`);
});

test('a heading names every item of its list or none, so the list reads as one', () => {
  const d = digestAnswer('## Essentials (free, today)\n\n- GitHub (free): https://github.com/signup; plan Free\n- Google AI Studio (free Gemini): https://makersuite.google.com/app/apikey; plan Free; 60 requests a minute\n- Groq Cloud (free LLaMA 3): https://console.groq.com; plan Free, no card needed\n');
  const prefixed = d.facts.filter((f) => f.text.startsWith('Essentials (free, today) — ')).length;
  assert.ok(prefixed === 0 || prefixed === d.facts.length, d.facts.map((f) => f.text).join(' | '));
});

test('what the agent says it could not check is kept as unverified, not as a fact', () => {
  const d = digestAnswer('可以切，前端项目本身对 Bun 兼容性看起来没明显阻碍。\n\n限制：我这边环境当前没有安装 bun，而且 frontend/node_modules 也不存在，所以还没法在本机完成真实 bun install/bun run build 验证。\n\nI could not run the build here, so the Vite plugin check is by reading only.');
  assert.equal(d.unverified.length, 2, JSON.stringify(d.unverified));
  assert.ok(!d.facts.some((f) => /我这边环境/.test(f.text)));
});

test('the contents a written document covers are no facts: the summary tells them', () => {
  const d = digestAnswer('Created .github/copilot-instructions.md covering:\n\n- Build & run commands for the solution\n- Step-by-step guide for adding a new feature end-to-end\n- Code style: sealed everywhere, nullable enabled\n\nHandlers are registered with AddScoped in Program.cs, 12 of them.');
  assert.match(d.summary, /^Created \.github\/copilot-instructions\.md covering: Build & run commands/);
  assert.ok(!d.facts.some((f) => /Step-by-step guide/.test(f.text)), JSON.stringify(d.facts.map((f) => f.text)));
});

test('a heading states a figure, not the digit of a name', () => {
  const d = digestAnswer('## Phase 3: Build F5 Integration Role\n\nMove the F5 tasks into a role.\n\n## Fork — 349 commits, 132 files changed\n\nThe fork is far ahead.');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.some((t) => /^Fork: 349 commits/.test(t)), texts.join(' | '));
  assert.ok(!texts.some((t) => /Build F5 Integration Role/.test(t)), texts.join(' | '));
});

test('a section named again inside a longer name is listed once', () => {
  const d = digestAnswer('## Phase 1: Build Secret Server Role\n\nMove the tasks.\n\n## Phase 2: Build F5 Integration Role\n\nMove more.\n\n## Phase 3: Secret Server Role\n\n- [ ] Create the role');
  const phases = d.facts.find((f) => f.text.startsWith('Phases: '));
  assert.equal(phases?.text, 'Phases: Build Secret Server Role; Build F5 Integration Role');
});

test('"so" and "conclusion" leads are no names for their items', () => {
  const d = digestAnswer('结论分两层：\n\n- 会被 scheduler 看到，可能进入 Pending / Inqueue 状态\n- 不会做节点选址和资源分配，也不会产生 bind 行为');
  assert.ok(!d.facts.some((f) => f.text.startsWith('结论分两层')), JSON.stringify(d.facts.map((f) => f.text)));
});

test('a fact stands without the word that tied it to the sentence before', () => {
  const d = digestAnswer('Results:\n\n- 但没有 Pod 时，不会做节点选址和资源分配\n- But it fails when the cache is cold, after 3 restarts.\n- Butter is fine at 20 degrees.');
  assert.ok(!d.facts.some((f) => /(?:^|: )(?:但|But )/.test(f.text)), JSON.stringify(d.facts.map((f) => f.text)));
  assert.ok(d.facts.some((f) => /Butter is fine/.test(f.text)));
});

test("an answer's restatement of what the person wants is no summary; a heading says what 'this' is", () => {
  const d = digestAnswer('Good question — you want the website files to live outside the main repo content, typically on a separate branch.\n\n### Use a `gh-pages` branch\n\nThis is the cleanest separation — your main branch stays untouched, and the website lives on an orphan branch.');
  assert.match(d.summary, /^Use a gh-pages branch: this is the cleanest separation/);
});

test('text the agent wrote for the person, quoted after its lead, is told whole; an alternative is a fact', () => {
  const d = digestAnswer('Here\'s a great GitHub "About" description for this repo:\n\n> A drop-in AI agent that runs through GitHub Issues and Actions. One folder, zero infrastructure. Conversations are committed to git. Multi-provider LLM support (Anthropic, OpenAI and more).\n\n**Character count:** ~290\n\nIf you want a shorter alternative:\n\n> Drop a single folder into any repo and get an AI agent powered by GitHub Issues and Actions.');
  assert.equal(d.summary, 'A drop-in AI agent that runs through GitHub Issues and Actions. One folder, zero infrastructure. Conversations are committed to git. Multi-provider LLM support (Anthropic, OpenAI and more).');
  assert.ok(d.facts.some((f) => f.text === 'Shorter alternative: Drop a single folder into any repo and get an AI agent powered by GitHub Issues and Actions.'));
});

test('one long sentence that nearly fits the summary is told whole, not cut mid-clause', () => {
  const sentence = 'This plan transforms the flat task structure (18 task files) into a role-based architecture with 5 core roles (cert_manager, f5_integration, secret_server, tower_integration, validation), 2 placeholder roles (palo_alto, cisco_ise), and updates 4 main playbooks to use the new role structure with proper tagging and validation.';
  assert.ok(sentence.length > 320 && sentence.length < 432);
  assert.equal(digestAnswer(`## Overview\n\n${sentence}\n\n## Phase 1\n\n- Create the roles directory`).summary, sentence);
});

test('"Option 1 is the cleanest" is told with the option\'s name, counted as the answer numbered it', () => {
  const d = digestAnswer('GitHub does not support excluding files when creating a repository from a template.\n\n1. **Add it to `.gitignore`** (recommended) — untracked files are not copied:\n\n   ```\n   .GITCLAW/state/\n   ```\n\n2. **Use a setup script** — clean up after creation.\n3. **Use a workflow** — delete the files on create.\n\nOption 1 is the cleanest.');
  assert.match(d.summary, /Option 1 \(Add it to \.gitignore\) is the cleanest\.$/);
});

test('a sentence that only says the agent made something is no fact', () => {
  const d = digestAnswer('Criei uma análise detalhada de custos.\n\n**Custos iniciais:**\n- MVP: $200-300/mês na Google Cloud\n- Break-even: 500 usuários pagantes');
  assert.ok(!d.facts.some((f) => /^Criei/.test(f.text)));
  assert.ok(d.facts.some((f) => /MVP: \$200-300/.test(f.text)));
});

test('"Now the structure is: …" is told as the structure', () => {
  const d = digestAnswer('Done. Now the structure is:\n\n1. **answer_netmiko_question** - Contains the full command list and the 4-step workflow\n2. **netmiko_agent** - Minimal system prompt that says it is read-only');
  assert.match(d.summary, /^The structure is: answer_netmiko_question/);
});

test('"したがって、…" and "Therefore, …" stand without their connective', () => {
  const d = digestAnswer('現在の実装は CODEX_HOME を参照します。\n\n- したがって、CODEX_HOME を事前に定義していないシェルで実行した場合は、何もせず終了します。\n- Therefore, the script exits when CODEX_HOME is unset, after 0 changes.');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('CODEX_HOME を事前に定義していないシェルで実行した場合は、何もせず終了します。'), texts.join('\n'));
  assert.ok(texts.includes('The script exits when CODEX_HOME is unset, after 0 changes.'), texts.join('\n'));
  assert.ok(digestAnswer('Notes:\n\n- So-called snapshots expire after 30 days.').facts.some((f) => f.text.startsWith('So-called')));
});

test('a line straight after a list item continues it, as Markdown reads it; a label or a bare link starts its own', () => {
  const d = digestAnswer('結論: 解消済みです。\n\n- 実施内容\n1. `direnv` ブロック解除を実行  \n`direnv allow ~/env_codex` を実行済みです。\n2. 会被 scheduler 看到，可能进入 `Inqueue`\n`enqueue` 动作按 PodGroup 维度处理，可能把 PodGroup 置成 Inqueue。\n参考：\n[enqueue.go:52](/src/enqueue.go#L52)');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.some((t) => t.startsWith('direnv ブロック解除を実行 — direnv allow ~/env_codex を実行済みです。')), texts.join('\n'));
  assert.ok(texts.some((t) => /置成 Inqueue。$/.test(t)), texts.join('\n'));
  assert.ok(!texts.some((t) => /参考/.test(t)), texts.join('\n'));
});

test('a sentence that goes on about the one before ("It has no mechanism…") joins it; a status emoji before its word says it once', () => {
  const d = digestAnswer('**Current gap:** `AGENT.ts` passes `--session <path>` to resume. It has no mechanism to branch within a session tree.\n\n| State | Clear command | Fallback? |\n|---|---|---|\n| Single session | rm state/sessions/x.jsonl | ✅ Yes — starts fresh |\n| Memory log | rm state/memory.log | ✅ Yes |\n| User profile | rm state/user.md | ⚠️ Partial |\n| Issue map | rm state/issues/1.json | ✅ |');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('Current gap: AGENT.ts passes --session <path> to resume. It has no mechanism to branch within a session tree.'), texts.join('\n'));
  assert.ok(!texts.some((t) => /^It has/.test(t)), texts.join('\n'));
  assert.ok(texts.some((t) => /Fallback\?: Yes — starts fresh/.test(t)), texts.join('\n'));
  assert.ok(!texts.some((t) => /yes Yes/i.test(t)), texts.join('\n'));
  // (Beside words, the emoji says nothing more: "⚠️ Partial" is "Partial"; alone, "✅" is "yes".)
  assert.ok(texts.some((t) => /Fallback\?: Partial$/.test(t)) && !texts.some((t) => /caution Partial/.test(t)), texts.join('\n'));
  assert.ok(texts.some((t) => /^Issue map — .*Fallback\?: yes$/.test(t)), texts.join('\n'));
});

test('lines that are each a bold label and its value are fields, not one run-on sentence', () => {
  const d = digestAnswer("## Repository Analysis\n\n**Forked from:** Sawyer Hood's original repo  \n**Fork date:** 2026-02-04 (Initial commit)  \n**Repo age:** 17 days  \n**Current codebase:** 92 files, ~14,157 lines of code\n\n### Per day\n\nFeb 20 was the most explosive day, with over 7,300 lines added.");
  assert.doesNotMatch(d.summary, /repo Fork date/);
  assert.match(d.summary, /^Feb 20 was the most explosive day/);
  assert.ok(d.facts.some((f) => /Repo age: 17 days$/.test(f.text)), d.facts.map((f) => f.text).join('\n'));
});

test('numbered sections are listed at the heading level they are most at: a sub-heading numbered like one is not one of them', () => {
  const d = digestAnswer('# Plan\n\n## Phase 1: Foundation\n- Create ansible.cfg\n\n## Phase 2: Build Secret Server Role\n- Move tasks\n\n### Phase 8: Refactor Playbooks\n- [ ] checklist item\n\n## Phase 3: Testing Strategy\n- Run the playbooks in check mode');
  const phases = d.facts.find((f) => /^Phases:/.test(f.text))?.text;
  assert.equal(phases, 'Phases: Foundation; Build Secret Server Role; Testing Strategy');
});

test('a reference after a finding ("参考： cache.go:389") goes with the finding', () => {
  const d = digestAnswer('还有一个侧面证据：`BindPodGroup` 里如果 `len(job.Tasks) == 0`，直接返回。\n参考：\n[cache.go:389](/Users/dev/volcano/pkg/scheduler/cache/cache.go#L389)');
  assert.ok(d.facts.some((f) => f.text === '还有一个侧面证据：BindPodGroup 里如果 len(job.Tasks) == 0，直接返回 (cache.go:389)。'), d.facts.map((f) => f.text).join('\n'));
});

test('what a plan says under its decisions and risks ranks above its other lines', () => {
  const d = digestAnswer('## Phase 1: Foundation\n- **Directories**: create the 12 role directories\n- **Tasks**: move 18 task files\n\n## Risk Assessment\n- **Tag logic**: tags may not filter correctly, so 3 playbooks could run the wrong tasks\n\n## Low Risk Areas\n- **README files**: 4 new READMEs');
  const score = (re: RegExp) => d.facts.find((f) => re.test(f.text))?.score ?? -1;
  assert.ok(score(/Tag logic/) > score(/12 role directories/), d.facts.map((f) => `${f.score} ${f.text}`).join('\n'));
  assert.ok(score(/README files/) >= 0 && score(/README files/) <= score(/12 role directories/), d.facts.map((f) => `${f.score} ${f.text}`).join('\n'));
});

test("a receipt's identifier is no knowledge: '(Slack timestamp: …)' goes", () => {
  const d = digestAnswer('Broadcast message "Hello" sent successfully via `agent-intercom-broadcast` at `info` level (Slack timestamp: `1774043812.740759`).');
  assert.equal(d.summary, 'Broadcast message "Hello" sent successfully via agent-intercom-broadcast at info level.');
});

test('a yes-or-no verdict heading that the summary then says in full is not said twice', () => {
  const d = digestAnswer('## Yes, Pi Understands and Handles It\n\nPi handles rate limiting out of the box with sensible defaults: 3 retries and a 2 s exponential backoff.');
  assert.match(d.summary, /^Pi handles rate limiting out of the box/);
  const keep = digestAnswer('## Yes, absolutely!\n\nThe agent can generate and maintain a GitHub Pages website for this repo.');
  assert.match(keep.summary, /^Yes, absolutely\. The agent can generate/);
});

test('how the conversation itself went is no fact of the subject', () => {
  const answer = [
    '## What happened',
    '',
    'The sub-issue (#105) was created and processed independently, but the parent issue (#103) lost its context. When the workflow returned to #103, it treated your latest comment as the prompt instead of going back to the original question.',
    '',
    '- Issue #105 got answered: it received a detailed response about MIT License handling.',
    '- The fork is 285 commits ahead of upstream and 0 behind.',
  ].join('\n');
  const facts = digestAnswer(answer).facts.map((f) => f.text);
  assert.ok(facts.some((f) => /285 commits ahead/.test(f)), facts.join('\n'));
  assert.ok(!facts.some((f) => /lost its context|got answered|your latest comment/.test(f)), facts.join('\n'));
});

test('a heading over headings is told with what it heads; one stating figures stays as it is', () => {
  const answer = [
    '## Skills That Would Expand the Agent',
    '',
    '### Tier 1 — Low Effort, Huge Impact',
    '',
    '#### 1. **Web Search** (`brave-search` or similar)',
    'Right now the agent is blind to the internet.',
    '',
    '#### 2. **Code Review** (`code-review`)',
    'Structured review patterns.',
    '',
    '### Fork — 349 commits, 132 files changed',
    '',
    '#### Installer system',
    'A self-installing folder.',
    '',
    '#### Documentation',
    'Fifteen new documents.',
  ].join('\n');
  const facts = digestAnswer(answer).facts.map((f) => f.text);
  assert.ok(facts.includes('Tier 1 (Low Effort, Huge Impact): Web Search; Code Review'), facts.join('\n'));
  assert.ok(facts.includes('Fork: 349 commits, 132 files changed'), facts.join('\n'));
});

test("each section of the outline is told with what the answer said under it: its first sentence and its verdict", () => {
  const digest = digestAnswer([
    '## Viability of clearing state',
    '',
    '### 1. Session State (`state/sessions/*.jsonl`)',
    '',
    "**What it is:** Full conversation transcripts — the agent's memory of every exchange per issue. They grow.",
    '',
    '**Clear viability: ⚠️ Moderate risk**',
    '- Deleting a session file breaks continuity.',
    '',
    '### 2. Issue Mappings',
    '',
    'Handled as follows:',
    '- Pointers from issue numbers to their session files.',
    '',
    '### 3. Memory Log',
    '',
    '| File | Size |',
    '|---|---|',
    '| memory.log | 4 KB |',
  ].join('\n'));
  assert.deepEqual(digest.gists, {
    '1. Session State (state/sessions/*.jsonl)': "Full conversation transcripts — the agent's memory of every exchange per issue; Clear viability: ⚠️ Moderate risk",
    '2. Issue Mappings': 'Pointers from issue numbers to their session files',
  });
});

test("a table row marked for a footnote is told with the note under the table; bold figures are no mark", () => {
  const digest = digestAnswer([
    '### Pull Request Stats',
    '',
    '| Agent | PRs |',
    '|-------|-----|',
    '| copilot-swe-agent | **37** |',
    '| gitclaw[bot] (Pi) | 14* |',
    '| codex | 8 |',
    '',
    '*\\*Some PRs reference both copilot and codex branches*',
  ].join('\n'));
  const rows = digest.facts.filter((f) => f.fromTable).map((f) => f.text);
  assert.deepEqual(rows, ['copilot-swe-agent: 37 PRs', 'gitclaw[bot] (Pi): 14 PRs (note: Some PRs reference both copilot and codex branches)', 'codex: 8 PRs']);
});

test("a verdict is told with the catch it goes on to: \"What's notably missing is…\"", () => {
  const digest = digestAnswer([
    '## Viability of clear/reset commands',
    '',
    'Each kind of state is looked at below.',
    '',
    '### Verdict',
    '',
    'The system is **well-designed for state clearing**. The agent always falls back to starting fresh when state is missing.',
    '',
    "What's notably **missing** is any built-in command or skill to perform these operations. Users would need to `rm` files by hand.",
  ].join('\n'));
  assert.equal(digest.summary, "The system is well-designed for state clearing. The agent always falls back to starting fresh when state is missing. What's notably missing is any built-in command or skill to perform these operations.");
});

test('facts under a sub-heading of "Key Design Decisions" rank as key facts too', () => {
  const digest = digestAnswer([
    '# Implementation Strategy',
    '',
    '## Phase 1: Foundation',
    '',
    '- **Goal**: Create the roles directory structure',
    '',
    '## Key Design Decisions',
    '',
    '### 1. **Tag Strategy**',
    '',
    '- **System Tags**: Represent WHERE operations happen (f5, ss)',
    '',
    '## Next',
    '',
    '- **Goal**: Update the playbooks to use roles',
  ].join('\n'));
  const score = (re: RegExp) => digest.facts.find((f) => re.test(f.text))!.score;
  // (One more than it would have scored outside it, as the facts under "Key Design Decisions" itself.)
  assert.equal(score(/System Tags/), 3.5, JSON.stringify(digest.facts.map((f) => [f.text, f.score])));
  assert.ok(score(/System Tags/) > score(/Goal: Create the roles/));
});

test('three or more short items under one lead are one fact, the lead said once', () => {
  const digest = digestAnswer(['The plan settles how roles are chosen.', '', 'Using `target_systems` list allows:', '- Easy addition of new systems without playbook changes', '- Clear declaration of intent', '- Pre-flight validation of system selection'].join('\n'));
  const facts = digest.facts.filter((f) => /target_systems/.test(f.text));
  assert.deepEqual(facts.map((f) => f.text), ['Using target_systems list allows: Easy addition of new systems without playbook changes; Clear declaration of intent; Pre-flight validation of system selection']);
  // (Two stay apart, as do long ones.)
  const two = digestAnswer(['Using the list allows:', '- Easy addition of new systems', '- Clear declaration of intent'].join('\n'));
  assert.equal(two.facts.filter((f) => /^Using the list allows:/.test(f.text)).length, 2);
});

test('three or more short items under a heading that names them are one fact too', () => {
  const digest = digestAnswer(['Pi retries transient errors.', '', '### Key Rules for Skill Names', '', '- 1–64 characters, lowercase `a-z`, `0-9`, hyphens only', '- No leading/trailing hyphens, no consecutive hyphens', '- Directory name must match the name in frontmatter'].join('\n'));
  assert.deepEqual(digest.facts.filter((f) => /Skill Names/.test(f.text)).map((f) => f.text), ['Key Rules for Skill Names: 1–64 characters, lowercase a-z, 0-9, hyphens only; No leading/trailing hyphens, no consecutive hyphens; Directory name must match the name in frontmatter']);
});
