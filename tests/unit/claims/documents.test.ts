// claims/rules/documents.ts: a document the agent wrote whole is claimed by its title, about its file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { documentTitle } from '../../../curation/claims/rules/documents.ts';
import { byRule, digestOf, markdownDocument } from './helpers.ts';

const GUIDE = markdownDocument('Deployment Guide', {
  Requirements: '- **Node**: version 22.18 or newer, set in `.nvmrc`\n- **Port**: the service listens on 8080, from `config/server.yaml`',
  Steps: '1. Build with `npm run build` into `dist/`.\n2. Upload `dist/` to the `widgets-prod` bucket.',
});

test('a written document is a fact of the tool: its title, its file', async () => {
  const d = await digestOf([{ user: 'Write docs/DEPLOY.md describing the deployment', tools: [{ name: 'write', arguments: { path: 'docs/DEPLOY.md', content: GUIDE } }], assistant: 'Wrote `docs/DEPLOY.md`.' }]);
  const [doc, ...more] = byRule(d, 'documents');
  assert.equal(more.length, 0);
  assert.deepEqual([doc.kind, doc.speaker, doc.role, doc.file, doc.text], ['fact', 'tool', 'tool', 'docs/DEPLOY.md', 'Deployment Guide']);
  assert.deepEqual(d.exchanges[0].document, { file: 'docs/DEPLOY.md', title: 'Deployment Guide' });
});

test('a document in another language keeps its title as written (zh)', async () => {
  const text = markdownDocument('部署指南', { 要求: '- **Node**：22.18 或更新，见 `.nvmrc`\n- **端口**：服务监听 8080，来自 `config/server.yaml`', 步骤: '1. 用 `npm run build` 构建到 `dist/`。\n2. 把 `dist/` 上传到 `widgets-prod` 存储桶。\n3. 检查 `https://widgets.example.com/health` 返回 200。' });
  const d = await digestOf([{ user: '写一份部署文档 docs/DEPLOY.zh.md', tools: [{ name: 'write', arguments: { path: 'docs/DEPLOY.zh.md', content: text } }], assistant: '已写入 `docs/DEPLOY.zh.md`。' }]);
  assert.deepEqual(byRule(d, 'documents').map((c) => c.text), ['部署指南']);
});

test('a failed write, a short file or an edit is no document', async () => {
  const d = await digestOf([
    { user: 'Write docs/DEPLOY.md', tools: [{ name: 'write', arguments: { path: 'docs/DEPLOY.md', content: GUIDE }, error: true, output: 'EACCES: permission denied' }], assistant: 'I could not write `docs/DEPLOY.md`: permission denied.' },
    { user: 'Write docs/NOTE.md', tools: [{ name: 'write', arguments: { path: 'docs/NOTE.md', content: '# Note\n\nShort.' } }], assistant: 'Wrote `docs/NOTE.md`.' },
    { user: 'Fix the heading', tools: [{ name: 'edit', arguments: { path: 'docs/DEPLOY.md', oldText: '# Deploy', newText: '# Deployment Guide' } }], assistant: 'Fixed the heading of `docs/DEPLOY.md`.' },
  ]);
  assert.deepEqual(byRule(d, 'documents'), []);
});

test('a short answer file in Chinese is a document when a Latin one that long would be: each of its characters counts twice', async () => {
  const zh = '# 回覆\n\n不是，`1、2、3` 是 SRT 字幕的正常序號，不會導致不能使用。\n\n如果 Substital 還是不能讀，通常是這幾個原因：\n\n1. 上傳了 `.md`，不是 `.srt`\n2. 檔案不是 UTF-8\n3. 字幕格式被改壞了\n\n你這個檔案看起來是標準 SRT；請直接上傳 `result.srt`，不要用 `result.md`。';
  assert.ok(zh.length < 200);
  const d = await digestOf([{ user: '字幕為什麼不能用', tools: [{ name: 'write', arguments: { path: 'artifacts/1/result.md', content: zh } }], assistant: '已完成，說明寫入 `artifacts/1/result.md`。' }]);
  assert.deepEqual(byRule(d, 'documents').map((c) => c.file), ['artifacts/1/result.md']);
  const latin = '# Reply\n\nNo, the numbers 1, 2, 3 are normal SRT cue numbers and do not break the file. Upload result.srt, not result.md.';
  const e = await digestOf([{ user: 'Why does the subtitle fail', tools: [{ name: 'write', arguments: { path: 'artifacts/1/result.md', content: latin } }], assistant: 'Wrote `artifacts/1/result.md`.' }]);
  assert.deepEqual(byRule(e, 'documents'), []);
});

test('documentTitle: the first heading, emphasis and emoji dropped; else the first line', () => {
  assert.equal(documentTitle('Intro line\n\n## 🚀 **Deployment** Guide\n\nText'), 'Deployment Guide');
  assert.equal(documentTitle('Plain first line\nsecond'), 'Plain first line');
});
