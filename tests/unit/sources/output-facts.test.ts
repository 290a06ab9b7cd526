import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gitRenames, markdownBrief, markdownFileRead, markdownHeadings, repoDescription } from '../../../curation/sources/text/output-facts.ts';

test('the headings of a Markdown file as a tool printed it, without line numbers, decoration or fenced code', () => {
  const printed = '     1→# japer-technology/gitclaw\n     2→\n     3→###  **A Drop-In AI Agent** 🦞\n     4→```sh\n     5→# not a heading\n     6→```\n     7→Some text';
  assert.deepEqual(markdownHeadings(printed), ['japer-technology/gitclaw', 'A Drop-In AI Agent']);
  assert.equal(markdownHeadings('no headings here\njust text'), undefined);
});

test('the Markdown file a call read: one file only', () => {
  assert.equal(markdownFileRead({ filesRead: ['README.md'], commands: [] }), 'README.md');
  assert.equal(markdownFileRead({ filesRead: [], commands: ["sed -n '1,80p' docs/guide.md"] }), 'docs/guide.md');
  // ("cat a.md b.md": the headings could be either's.)
  assert.equal(markdownFileRead({ filesRead: [], commands: ['cat a.md b.md'] }), undefined);
  assert.equal(markdownFileRead({ filesRead: ['src/main.ts'], commands: [] }), undefined);
});

test('renames a git command reported: web-editor commits, git status, --name-status; none from other commands', () => {
  const log = 'f6ec768 Rename docs/GITCLAW-The-Idea.md to .GITCLAW/docs/GITCLAW-The-Idea.md\na480fa7 Update and rename THE-IDEA.md to docs/GITCLAW-The-Idea.md\nR100\tsrc/old.ts\tsrc/new.ts';
  assert.deepEqual(gitRenames({ commands: ['git log --oneline -20'] }, log), [
    { from: 'docs/GITCLAW-The-Idea.md', to: '.GITCLAW/docs/GITCLAW-The-Idea.md' },
    { from: 'THE-IDEA.md', to: 'docs/GITCLAW-The-Idea.md' },
    { from: 'src/old.ts', to: 'src/new.ts' },
  ]);
  assert.deepEqual(gitRenames({ commands: ['git status'] }, '\trenamed:    a.txt -> b.txt'), [{ from: 'a.txt', to: 'b.txt' }]);
  assert.equal(gitRenames({ commands: ['cat notes.txt'] }, 'Rename a.md to b.md'), undefined);
});

test("the repository's description as gh printed it, and which repository it is", () => {
  const json = '{"created":"2026-02-19T11:53:58Z","description":"\\ud83e\\udd9e A drop-in AI agent that runs entirely through GitHub","forks":0}';
  assert.deepEqual(repoDescription({ commands: ["gh api repos/japer-technology/gitclaw --jq '{description: .description}'"] }, json), { repo: 'japer-technology/gitclaw', text: '🦞 A drop-in AI agent that runs entirely through GitHub' });
  assert.deepEqual(repoDescription({ commands: ['gh repo view'] }, 'name:\tacme/widgets\ndescription:\tWidgets for every repository, made simple\n'), { text: 'Widgets for every repository, made simple' });
  // (A README fetched through the API is a file, not the record.)
  assert.equal(repoDescription({ commands: ['gh api repos/acme/widgets/readme'] }, json), undefined);
  assert.equal(repoDescription({ commands: ['cat package.json'] }, json), undefined);
});

test("a document's TL;DR, as a read tool printed it, is what it says it is for", () => {
  const printed = '1\t# Plan: Track failed subnets\n2\t\n3\t## TL;DR\n4\tWhen `getMacIpMappingPerSubnet` returns null for a subnet, bubble that failure info through the pipeline\n5\tso `computeConnectorDiff` can exclude those entries from `toDelete`.\n6\t\n7\t## Steps\n8\t1. Change the return type';
  assert.deepEqual(markdownBrief(printed), { heading: 'TL;DR', text: 'When `getMacIpMappingPerSubnet` returns null for a subnet, bubble that failure info through the pipeline so `computeConnectorDiff` can exclude those entries from `toDelete`.' });
  assert.equal(markdownBrief('# Notes\n\n## Steps\n1. Do it'), undefined);
});

test('a command that printed its usage or an unknown-command error did nothing', async () => {
  const { printedUsage } = await import('../../../curation/sources/text/output-facts.ts');
  const bd = { commands: ['bd vc push'] };
  assert.equal(printedUsage(bd, 'These commands require the Dolt storage backend.\n\nUsage:\n  bd vc [command]\n\nAvailable Commands:\n  commit      Create a commit\n  merge       Merge a branch\n  status      Show status'), true);
  assert.equal(printedUsage({ commands: ['git pussh'] }, "git: 'pussh' is not a git command. See 'git --help'."), true);
  assert.equal(printedUsage({ commands: ['gh issue comment 103 --body-file c.md'] }, 'https://github.com/acme/widgets/issues/103#issuecomment-1'), false);
  // (A file read is no command: its text may show a usage section.)
  assert.equal(printedUsage({ commands: [] }, 'Usage: lore curate [options]'), false);
});
