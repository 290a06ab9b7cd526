// Reads `knowledge/_topics.json` (curation/schema/topics.ts): the topics' human names. A missing
// file is no error (labels are derived from the slugs); a broken one is reported with its line,
// the way `lore check` reports articles.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOPICS_FILE, topicsFileSchema, type TopicInfo } from '../schema/topics.ts';
import type { Diagnostic } from '../schema/session.ts';

export interface TopicsFileResult {
  topics: TopicInfo[];
  diagnostics: Diagnostic[];
}

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The line of the `index`-th top-level array element, found by scanning brackets outside strings. */
function lineOfElement(text: string, index: number): number | undefined {
  let depth = 0;
  let count = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (depth === 1 && c === '{' && ++count === index) return lineAt(text, i);
      depth++;
    } else if (c === ']' || c === '}') depth--;
  }
  return undefined;
}

export function readTopicsFile(knowledgeDir: string): TopicsFileResult {
  const file = path.join(knowledgeDir, TOPICS_FILE);
  if (!existsSync(file)) return { topics: [], diagnostics: [] };
  const text = readFileSync(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    return { topics: [], diagnostics: [{ file: TOPICS_FILE, line: at ? lineAt(text, Number(at[1])) : 1, level: 'error', message: `not valid JSON: ${message}` }] };
  }
  const result = topicsFileSchema.safeParse(json);
  if (result.success) return { topics: result.data, diagnostics: [] };
  const diagnostics = result.error.issues.map((issue): Diagnostic => {
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
    const where = issue.path.length ? `[${String(issue.path[0])}]${issue.path.slice(1).map((p) => `.${String(p)}`).join('')}: ` : '';
    return { file: TOPICS_FILE, line: index !== undefined ? lineOfElement(text, index) : 1, level: 'error', message: `${where}${issue.message}` };
  });
  return { topics: [], diagnostics };
}

/** The topics file, or an Error that names the file and line of the first problem. */
export function loadTopicsFile(knowledgeDir: string): TopicInfo[] {
  const { topics, diagnostics } = readTopicsFile(knowledgeDir);
  if (diagnostics.length) {
    const where = path.join(path.relative(process.cwd(), knowledgeDir) || '.', TOPICS_FILE);
    throw new Error(diagnostics.map((d) => `${where}:${d.line ?? 1}: ${d.message}`).join('\n'));
  }
  return topics;
}
