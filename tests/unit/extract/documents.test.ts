import { test } from 'node:test';
import assert from 'node:assert/strict';
import { documentStatements } from '../../../curation/extract/documents.ts';
import { splitExchanges } from '../../../curation/extract/exchanges.ts';
import { makeSession } from '../../helpers/session.ts';

const INSTRUCTIONS = [
  '# Copilot Instructions',
  '',
  '## Build & Run',
  '',
  '```bash',
  '# Build entire solution',
  'dotnet build demoapi.slnx',
  'dotnet run --project src/WebApi   # serves the API',
  '```',
  '',
  'No test projects exist yet. OpenAPI docs are served at `/openapi/v1.json` in Development.',
  '',
  '## Architecture',
  '',
  '- **Domain** (`src/Domain`) — Entities and repository interfaces. Zero external dependencies.',
  '- **Application** (`src/Application`) — Feature handlers (CQRS-style). References only Domain.',
  '',
  '| Tool | Use when |',
  '|---|---|',
  '| `semantic_search_nodes` | Exploring code instead of grep |',
  '| `get_impact_radius` | Understanding blast radius of a change |',
  '',
  'Handlers are registered individually in `Program.cs`. There is no assembly-scan registration. All classes and records are sealed.',
].join('\n');

function statementsOf(file: string, text: string): string[] {
  const s = makeSession('s-doc', [{ user: 'Analyze this codebase and create a copilot instructions file for it', tools: [{ name: 'create', filesWritten: [file], document: { file, text } }], assistant: `Created ${file}.` }]);
  return documentStatements(s, splitExchanges(s)).map((x) => x.statement.text);
}

test('an instructions file gives its commands, what does not exist and its rules first; its tool table last', () => {
  const facts = statementsOf('.github/copilot-instructions.md', INSTRUCTIONS);
  assert.equal(facts[0], 'In copilot-instructions.md: commands: `dotnet build demoapi.slnx`; `dotnet run --project src/WebApi`');
  for (const rule of ['No test projects exist yet.', 'There is no assembly-scan registration.']) assert.ok(facts.includes(`In copilot-instructions.md: ${rule}`), facts.join('\n'));
  assert.ok(facts.findIndex((f) => /semantic_search_nodes/.test(f)) === -1 || facts.findIndex((f) => /semantic_search_nodes/.test(f)) > facts.findIndex((f) => /No test projects/.test(f)), facts.join('\n'));
});

test('in a pitch, a sentence that says what it needs no more of is no rule', () => {
  const facts = statementsOf('THE-IDEA.md', '# The Idea\n\nNo database lookups. The agent lives inside your repository and keeps its memory in git, so every conversation is diffable and revertable.');
  assert.ok(!facts.some((f) => /No database lookups/.test(f)), facts.join('\n'));
});
