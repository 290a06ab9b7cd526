import { test } from 'node:test';
import assert from 'node:assert/strict';
import { POINTS_AT_DOCUMENT, asWritten, titleFromDocument, titleFromError, titleFromRequest } from '../../../curation/extract/title.ts';

test('titles read like a person wrote them', () => {
  assert.equal(titleFromRequest('Compare my japer-technology/gitclaw to the orginal forked SawyerHood/gitclaw'), 'japer-technology/gitclaw compared with SawyerHood/gitclaw');
  assert.equal(titleFromRequest('How to I handle the Copyright given the roadmap?'), 'How to handle the Copyright given the roadmap');
  assert.equal(titleFromRequest('Tell me about yours Skills\n\nAnd how to add more'), 'Skills and how to add more');
  assert.equal(titleFromRequest('Cron\n\nI need to explore how the AI Agent can get a pulse with cron type functionality'), 'Cron: how the AI Agent can get a pulse with cron type functionality');
  // (Asked why something failed: the title says so.)
  assert.equal(titleFromRequest('ubpb_c4_342M_sdar_g1这个jobs失败了，你能看到失败原因吗？'), 'ubpb_c4_342M_sdar_g1 jobs失败的原因');
  // (What was made is the subject, not the making.)
  assert.equal(titleFromRequest('Crie um HAWZX.AI-GUIDE.md crie um projeto complexo nivel profissional chamado HAWZX-AI'), 'HAWZX.AI-GUIDE.md');
  assert.equal(titleFromRequest('Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two numbers'), 'Function multiply_numbers(a: int, b: int) -> int');
  assert.equal(titleFromRequest('Can you write similar prompts for netmiko too?'), 'Prompts for netmiko');
  assert.equal(titleFromRequest('Remove all GQL references'), 'Removing all GQL references');
  // (The words a message carried are no part of the subject.)
  assert.equal(titleFromRequest('Send a broadcast message to agent-intercom for this workspace saying "Hello"'), 'Send a broadcast message to agent-intercom for this workspace');
  // (A label the question names in its first words is not said twice.)
  assert.equal(titleFromRequest('Website\n\nIs it possible for the standard website for a repo homepage to be generated and maintained by AI?'), 'Can the standard website for a repo homepage be generated and maintained by AI?');
  assert.equal(titleFromRequest('Vectors of GitHub Intelligence\n\nGiven Issues and PR, what other broad vectors are there?'), 'Vectors of GitHub Intelligence');
});

test('a question is filed under its subject', () => {
  assert.equal(titleFromRequest('What is the total size of the .GITCLAW folder?'), 'Total size of the .GITCLAW folder');
  assert.equal(titleFromRequest('How big is .GITCLAW, just the code?'), 'Size of .GITCLAW (just the code)');
  assert.equal(titleFromRequest('How might GitHub be able to get an email out?'), 'How GitHub might get an email out');
  assert.equal(titleFromRequest('How does pi handle "Too Many Requests"?'), 'How pi handles "Too Many Requests"');
  assert.equal(titleFromRequest('How does the cache work?'), 'How the cache works');
  assert.equal(titleFromRequest('What skills could be added easily and would expand the agent?'), 'Skills that could be added easily and would expand the agent');
  assert.equal(titleFromRequest('What are the differences between A and B?'), 'Differences between A and B');
  assert.equal(titleFromRequest('你看下这个项目的前端是否可以切换到bun?'), '前端切换到bun的可行性');
  assert.equal(titleFromRequest('volcano的podgroup有可能会比pod先创建么?'), 'volcano的podgroup是否会比pod先创建');
  assert.equal(titleFromRequest('在没有pod的时候podgroup会进行资源调度么？'), '在没有pod的时候podgroup是否会进行资源调度');
  assert.equal(titleFromRequest('这个改动会不会影响调度？'), '这个改动是否会影响调度');
  assert.equal(titleFromRequest('修改这个配置，可能会影响性能'), '修改这个配置，可能会影响性能');
  assert.equal(titleFromRequest('Create a file called .GITCLAW/docs/GITCLAW-Loves-Pi.md and fill it with a fabulous description of the of the .pi library'), 'GITCLAW-Loves-Pi.md: a description of the .pi library');
  assert.equal(titleFromRequest('Create a file called THE-IDEA.md and fill it with a fabulous description of .GITCLAW'), 'THE-IDEA.md: a description of .GITCLAW');
  assert.equal(titleFromRequest('Write a great GitHub About text describing the gitclaw repo'), 'GitHub About text for the gitclaw repo');
  assert.equal(titleFromRequest('Draft a release announcement for v2.0'), 'Release announcement for v2.0');
  assert.equal(titleFromRequest('Write tests for the parser'), 'Write tests for the parser');
  assert.equal(titleFromRequest('Is it possible to have .GITCLAW/state/** files not be copied when a template is created from the repo?'), 'Keeping .GITCLAW/state/** files from being copied when a template is created from the repo');
  assert.equal(titleFromRequest('Can you write similar prompts for netmiko too?'), 'Prompts for netmiko');
  // (A question about what a name is has no subject but the name: it stays a question.)
  assert.equal(titleFromRequest('What is gitclaw?'), 'What is gitclaw?');
});

test('long titles stop at a natural break, never inside parentheses', () => {
  const t = titleFromRequest('Do an analysis of the number of lines of code added and removed per day since forking, also add numbers of PR, and other interesting stats');
  assert.equal(t, 'Analysis of the number of lines of code added and removed per day since forking');
  assert.ok(titleFromRequest('Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two numbers and returns the product of both of them').includes('(a: int, b: int)'));
});

test('CJK titles are measured by width', () => {
  const t = titleFromRequest('我建议是可以watch集群中的真实的resoruceSlice，同时也支持root队列用户手动指定，如果手动指定则以指定的为准（可以和集群中实际计算的进行比较）');
  assert.ok(t.length < 60, t);
  assert.ok(t.startsWith('我建议是可以watch集群中的真实的resoruceSlice'));
});

test('requests that say what to do but not what about are weak titles', async () => {
  const { isWeakTitle } = await import('../../../curation/extract/title.ts');
  for (const t of ['Implement this plan. ask me if something is not clear', '继续和我深入讨论下技术细节', 'エラーを解消して', 'Qual sera o custo', 'で [serena].enable=true のとき、$CODEX_HOME/config.toml に以下を追記するような…']) assert.equal(isWeakTitle(t), true, t);
  for (const t of ['Cron: how the AI Agent can get a pulse with cron type functionality', 'How might GitHub be able to get an email out?', 'ResourceClaimTemplate 生命周期', 'Removing all GQL references']) assert.equal(isWeakTitle(t), false, t);
});

test('a title from a summary is its first sentence that can stand alone, cut at a natural break', async () => {
  const { titleFromSummary } = await import('../../../curation/extract/title.ts');
  assert.equal(titleFromSummary('同じではありません。 gh auth switch と gh auth setup-git は役割が別です。'), 'gh auth switch と gh auth setup-git は役割が別です');
  assert.equal(titleFromSummary('Custos iniciais para começar: MVP: $200-300/mês (infraestrutura Google Cloud); Desenvolvimento: $0 (você mesmo) ou $15k-30k'), 'Custos iniciais para começar');
  assert.equal(titleFromSummary('Yes.'), undefined);
  const zh = titleFromSummary('敲定命名规范：避免用 DRA 作为代码标识符前缀，改用实际资源语义命名，所有类型和字段都以资源语义为准。')!;
  assert.ok(zh.startsWith('敲定命名规范：避免用 DRA 作为代码标识符前缀'), zh);
});

test('a plan the request points at names the subject by its file name, acronyms spelled as said', () => {
  assert.ok(POINTS_AT_DOCUMENT.test('Implement this plan. ask me if something is not clear'));
  assert.ok(POINTS_AT_DOCUMENT.test('按照这个方案实现'));
  assert.ok(!POINTS_AT_DOCUMENT.test('Port this Python project to Rust'));
  assert.equal(titleFromDocument('.github/prompts/plan-trackFailedSubnetsPreserveIseEntries.prompt.md', 'The ISE service and the Infoblox service'), 'Track failed subnets preserve ISE entries');
  assert.equal(titleFromDocument('docs/2026-03-01-move-billing-to-stripe.md', ''), 'Move billing to stripe');
  // A name of one or two words names no subject.
  assert.equal(titleFromDocument('PLAN.md', ''), undefined);
  assert.equal(titleFromDocument('docs/design-notes.md', ''), undefined);
});

test('what a request rests on is context, not its title', () => {
  assert.equal(titleFromRequest('Using @.context/backlog.md Break down Feature 007 into epics and tasks'), 'Breaking down Feature 007 into epics and tasks');
  assert.match(titleFromRequest('Based on the RESTRUCTURING_PLAN.md and the exploration results, design an implementation strategy for the Ansible roles'), /^Design an implementation strategy for the Ansible roles/);
  assert.equal(titleFromRequest('Given Issues and PR, what other broad vectors are there?'), 'Given Issues and PR, what other broad vectors are there?');
});

test('a long question in Chinese or Japanese stays the title; a long instruction gives way', async () => {
  const { isWeakTitle } = await import('../../../curation/extract/title.ts');
  assert.equal(isWeakTitle('setup_github.sh:17 を実施すると、git push するときに指定のアカウントが使われるようになる？'), false);
  assert.equal(isWeakTitle('ubpb_c4_342M_sdar_g1这个jobs失败了，你能看到失败原因吗？'), false);
  assert.equal(isWeakTitle('.devenv/config.toml で [serena].enable=true のとき、$CODEX_HOME/config.toml に追記するような setup.sh を作成して'), true);
});

test('a Japanese instruction is titled by what it asks for, without its request ending', async () => {
  const { isWeakTitle } = await import('../../../curation/extract/title.ts');
  // The list under the first line details the request; the line is the title.
  assert.equal(titleFromRequest('.devenv/ に github の機能を追加して\n* gh コマンドがインストールされている前提.\n* 使用するアカウントを config.toml に書く'), '.devenv/ に github の機能を追加');
  // Too long for a title: its object and verb. (A leading file name is part of the sentence.)
  const long = titleFromRequest('.devenv/config.toml で [serena].enable=true のとき、$CODEX_HOME/config.toml に以下を追記するような .devenv/serena/setup.sh を作成して\n追記する文字列は setup.sh に埋め込むのではなくファイル化して。');
  assert.equal(long, '.devenv/serena/setup.sh を作成');
  assert.equal(isWeakTitle(long), false);
  // A generic object names no subject: still weak, so the answer names it.
  assert.equal(isWeakTitle(titleFromRequest('エラーを解消して')), true);
});

test('a title names the file, not the line', () => {
  assert.equal(titleFromRequest('setup_github.sh:17 を実施すると、git push するときに指定のアカウントが使われるようになる？'), 'setup_github.sh を実施すると、git push するときに指定のアカウントが使われるようになる？');
});

test('a decision record is known by the approach it chose', async () => {
  const { decisionRecordTitle } = await import('../../../curation/extract/title.ts');
  const rows = ['K8s DRA API', '方案选择', 'Webhook 校验'];
  const values = { 'K8s DRA API': 'req.Exactly 路径正确', 方案选择: '切到方案 B（deviceclass/ 前缀），本次主要工作' };
  assert.equal(decisionRecordTitle(rows, ['docs/design/capacity-dra-support.md'], 'the DRA design', values), 'Capacity DRA support: 切到方案 B（deviceclass/ 前缀）');
  assert.equal(decisionRecordTitle(['K8s DRA API', 'Webhook 校验'], ['docs/design/capacity-dra-support.md'], 'the DRA design', values), 'Decisions: Capacity DRA support');
});

test('an /init request is titled by the file it asks for', () => {
  assert.equal(titleFromRequest('Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot sessions work effectively in this repository.'), 'Copilot instructions for this codebase');
  assert.equal(titleFromRequest('Analyze this codebase and create an AGENTS.md file'), 'AGENTS.md for this codebase');
  assert.equal(titleFromRequest('Analyze the fork'), 'Analysis of the fork');
});

test('a long request is cut before what it is for, not inside its list', () => {
  assert.equal(titleFromRequest('Using @.context/backlog.md Break down Feature 007 into epics, tasks, and subtasks in beads for use by the harness-architect agent.'), 'Breaking down Feature 007 into epics, tasks, and subtasks in beads');
});

test('a long request is cut before its relative clause rather than mid-word', () => {
  assert.equal(titleFromRequest('Configure the nightly backup job for the billing database cluster in eu-west-1 that keeps thirty days of snapshots and rotates them every week.'), 'Configuring the nightly backup job for the billing database cluster in eu-west-1');
  // (A function asked for by name is named by it, without what it does.)
  assert.equal(titleFromRequest('Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two integers and returns the result, with a test.'), 'Function multiply_numbers(a: int, b: int) -> int');
});

test('a request to fix an error over a pasted log is titled by the error, paths cut to their file', () => {
  const log = "エラーを解消して\n\n$ ./.devenv/setup.sh\nNow using node v24.12.0\ndirenv: error ~/program/env_codex/.envrc is blocked. Run `direnv allow` to approve its content";
  assert.equal(titleFromError(log), 'direnv: error .envrc is blocked');
  assert.equal(titleFromError('Fix the build please'), undefined);
});

test('the clause that asks the agent is the request; the one before it names the subject', () => {
  // (Asked why it failed: the title says so.)
  assert.equal(titleFromRequest('The nightly deploy of the billing service failed, can you see why?'), 'Why the nightly deploy of the billing service failed');
  assert.equal(titleFromRequest('The nightly deploy of the billing service failed, can you fix it?'), 'Nightly deploy of the billing service failed');
  // (A question about the subject itself stays a question.)
  assert.equal(titleFromRequest('Can pi handle too many requests?'), 'Can pi handle too many requests?');
});

test('a title said loudly is written as names are written; acronyms and one loud name stay', () => {
  assert.equal(asWritten('Assine GOOGLE CLOUD, NÃO Azure', []), 'Assine Google Cloud, não Azure');
  assert.equal(asWritten('Permissões Necessárias para HAWZX-AI (Cloudflare)', []), 'Permissões Necessárias para HAWZX-AI (Cloudflare)');
  assert.equal(asWritten('Use the GitHub API and AWS SDK', []), 'Use the GitHub API and AWS SDK');
  assert.equal(asWritten('README FIRST PLEASE', []), 'README FIRST PLEASE');
});

test('a title that starts as a sentence starts with a capital; a name written in lower case keeps it', () => {
  assert.equal(asWritten('if this repo was not called gitclaw what should it be called?', []), 'If this repo was not called gitclaw what should it be called?');
  assert.equal(asWritten('npm install fails on Node 20', []), 'npm install fails on Node 20');
  assert.equal(asWritten('pi.sendMessage() and cron', []), 'pi.sendMessage() and cron');
});

test('work asked for in the imperative is titled as the work; an order that names nothing stays weak', () => {
  assert.equal(titleFromRequest('Port this Python project to Rust.'), 'Porting the Python project to Rust');
  assert.equal(titleFromRequest('Break down Feature 007 into epics, tasks, and subtasks in beads'), 'Breaking down Feature 007 into epics, tasks, and subtasks in beads');
  assert.equal(titleFromRequest('Set up CI for my repo'), 'Setting up CI for the repo');
  assert.equal(titleFromRequest('Implement this plan'), 'Implement this plan');
  assert.equal(titleFromRequest('Fix it'), 'Fix it');
});
