// Lore's configuration: where your agent's sessions are, where the knowledge base lives and how
// the site is published. Every key is optional; see README.md, "Configuration reference".
import { defineConfig } from './curation/config/schema.ts';

export default defineConfig({
  // Paths, directories or globs of session files (pi, Claude Code, Codex, Copilot CLI).
  sessions: ['examples/gitclaw/state/sessions'],
  knowledgeDir: 'knowledge',
  site: {
    title: 'GitClaw knowledge base',
    description: 'What the GitClaw agent and The Admiral decided, learned and left to do, curated by Lore from 21 sessions.',
    url: 'http://localhost:4321',
    base: '/',
  },
  // Issue numbers in the example sessions are issues of this repository.
  github: { repo: 'japer-technology/gitclaw' },
  curation: {
    similarityThreshold: 0.8,
    curateEvery: 5,
  },
  privacy: {
    default: 'public',
    rules: [{ match: '**/private/**', visibility: 'private' }],
  },
});
