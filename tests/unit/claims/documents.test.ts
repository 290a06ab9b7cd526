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

test('documentTitle: the first heading, emphasis and emoji dropped; else the first line', () => {
  assert.equal(documentTitle('Intro line\n\n## 🚀 **Deployment** Guide\n\nText'), 'Deployment Guide');
  assert.equal(documentTitle('Plain first line\nsecond'), 'Plain first line');
});
