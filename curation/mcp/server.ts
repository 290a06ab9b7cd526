// `lore mcp`: the knowledge base as an MCP server over stdio, on the official TypeScript SDK. Its
// tools answer from the same entries and ranking as `lore context`, from a local knowledge
// directory or a deployed site's context.json. Everything it returns is wrapped in Lore's
// injected-context marker, so a session that called it is never curated into its own knowledge.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { contextForPrompt } from '../context/context-for-prompt.ts';
import type { KnowledgeEntry } from '../context/entry.ts';
import type { KnowledgeSource } from '../context/source.ts';
import { DEFAULT_BUDGET, DEFAULT_LIMIT } from '../context/pack.ts';
import { wrapInjectedContext } from '../schema/marker.ts';
import { confidenceLabel } from '../schema/labels.ts';

type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

function text(markdown: string): ToolResult {
  return { content: [{ type: 'text', text: wrapInjectedContext(markdown) }] };
}

function failure(message: string): ToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

function line(e: KnowledgeEntry): string {
  const state = e.taskState ? `, ${e.taskState.replace('_', ' ')}` : '';
  return `- **${e.title}** (\`${e.id}\`, ${e.status}, ${confidenceLabel(e.confidence)} confidence${state}): ${e.summary}`;
}

function list(title: string, entries: KnowledgeEntry[], none: string): string {
  return `## ${title}\n\n${entries.length ? entries.map(line).join('\n') : none}`;
}

/** Tool errors (a site that cannot be fetched, an article that cannot be read) are the client's to show. */
async function guarded(fn: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await fn();
  } catch (error) {
    return failure(`Lore: ${(error as Error).message}`);
  }
}

export function createLoreServer(source: KnowledgeSource, version: string): McpServer {
  const server = new McpServer(
    { name: 'lore', version },
    {
      instructions:
        "This project's knowledge base, curated by Lore from earlier agent sessions. Call get_context with the task before acting on it; follow preferences, present both sides of disputes, and cite articles by id.",
    },
  );

  server.registerTool(
    'get_context',
    {
      title: 'Knowledge for a task',
      description: "What earlier sessions decided and learned that bears on a task: every preference, the best matching articles, both sides of any dispute, superseded articles replaced by their successor. The same ranking as `lore context`.",
      inputSchema: {
        task: z.string().min(1).describe('The task or question, in the words the user gave it.'),
        limit: z.number().int().min(1).max(50).optional().describe(`Most matching articles (default ${DEFAULT_LIMIT}; preferences come on top).`),
        budget: z.number().int().min(100).max(50_000).optional().describe(`Size of the answer in tokens (default ${DEFAULT_BUDGET}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ task, limit, budget }) =>
      guarded(async () => {
        const kb = await source.load();
        const packed = contextForPrompt(kb.entries, { prompt: task, title: kb.title, limit, budget });
        // contextForPrompt's Markdown is already wrapped in the marker.
        return { content: [{ type: 'text', text: packed.markdown }] };
      }),
  );

  server.registerTool(
    'read_article',
    {
      title: 'Read an article',
      description: 'The whole article (Markdown) with the given id, as get_context and the list tools name them.',
      inputSchema: { id: z.string().min(1).describe('The article id, e.g. "use-postgresql-for-the-database".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      guarded(async () => {
        const markdown = await source.readArticle(id);
        if (markdown === undefined) return failure(`No article with id "${id}". get_context or list_preferences names the ids.`);
        return text(markdown);
      }),
  );

  const lister = (name: string, title: string, description: string, pick: (entries: KnowledgeEntry[]) => string) =>
    server.registerTool(name, { title, description, annotations: { readOnlyHint: true, openWorldHint: false } }, () =>
      guarded(async () => text(pick((await source.load()).entries))),
    );

  lister('list_preferences', 'Preferences', 'Every preference of the people on this project: how to address them, how they want work done. Apply them all.', (entries) =>
    list('Preferences (always apply)', entries.filter((e) => e.preference && e.status !== 'superseded'), 'No preferences recorded.'),
  );

  lister('list_disputes', 'Disputes', 'Articles whose claims contradict each other, in pairs, with what the conflict is. Present both sides and ask.', (entries) => {
    const byId = new Map(entries.map((e) => [e.id, e]));
    const seen = new Set<string>();
    const pairs: string[] = [];
    for (const e of entries.filter((x) => x.status === 'disputed')) {
      if (seen.has(e.id)) continue;
      const others = e.disputedWith.map((id) => byId.get(id)).filter((o): o is KnowledgeEntry => Boolean(o));
      for (const o of others) seen.add(o.id);
      seen.add(e.id);
      pairs.push(`### ${e.title}${e.conflict ? `\n\n${e.conflict}` : ''}\n\n${[e, ...others].map(line).join('\n')}`);
    }
    return `## Disputes\n\n${pairs.length ? pairs.join('\n\n') : 'No disputes.'}`;
  });

  lister('list_open_tasks', 'Open tasks', 'Work the people on this project asked for that is not done yet (pending or in progress).', (entries) =>
    list('Open tasks', entries.filter((e) => e.taskState === 'pending' || e.taskState === 'in_progress'), 'No open tasks.'),
  );

  return server;
}

/** Serves until the client closes standard input. */
export async function serveStdio(source: KnowledgeSource, version: string): Promise<void> {
  const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
  const server = createLoreServer(source, version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
