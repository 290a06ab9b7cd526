// `lore context "PROMPT"`: the articles an agent should read before acting on a prompt, as
// Markdown to paste into it (wrapped in Lore's injected-context marker) or as JSON.
// Everything heavy is imported inside `run`, so other commands do not pay for it at startup.
import { existsSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';
import type { FetchLimits } from '../../context/fetch-bounded.ts';
import { own } from '../../lib/own.ts';

const HELP = `Usage: lore context "PROMPT" [options]

Prints the knowledge an agent should read before acting on PROMPT: the best matching articles,
every preference, both sides of any dispute; superseded articles are replaced by their successor.
PROMPT "-" (or no prompt with input piped in) reads the prompt from standard input.

Options:
  --limit N               most matching articles (default 5; preferences come on top)
  --budget TOKENS         size of the output, estimated as characters / 4 (default 2000)
  --json                  structured results instead of Markdown
  --knowledge DIR         read this knowledge directory (default: knowledgeDir of the config)
  --from URL|PATH         read a published context.json: a site URL, its context.json URL,
                          a file:// URL or a local path (ranks on titles, summaries and tags)
  --max-size SIZE         with --from: largest answer or file read (default 50MB;
                          env LORE_FROM_MAX_SIZE)
  --max-decompressed SIZE with --from: largest a compressed answer may inflate to
                          (default 200MB; env LORE_FROM_MAX_DECOMPRESSED)
  --timeout SECONDS       with --from: the whole download, redirects included (default 30;
                          env LORE_FROM_TIMEOUT)
  --include-superseded    also show superseded articles, each pointing at its successor
  --no-cache              parse the knowledge directory even when the cache is fresh
                          (the cache lives in node_modules/.cache/lore or $LORE_CACHE_DIR)
  -h, --help              this help`;

interface Options {
  prompt: string;
  limitArgs: LimitArgs;
  limit: number;
  budget: number;
  json: boolean;
  knowledge?: string;
  from?: string;
  includeSuperseded: boolean;
  cache: boolean;
}

interface LimitArgs {
  maxSize?: string;
  maxDecompressed?: string;
  timeout?: string;
}

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** "50MB", "512k", "1048576" → bytes. */
function size(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = m ? own(UNITS, m[2].toLowerCase()) : undefined;
  if (!m || unit === undefined || Number(m[1]) * unit < 1) throw new UsageError(`${name} takes a size such as 50MB, 512KB or a number of bytes, got "${value}".`);
  return Math.floor(Number(m[1]) * unit);
}

/** "30", "2.5", "30s", "500ms" → milliseconds. */
function seconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|ms)?\s*$/i.exec(value);
  const ms = m ? Number(m[1]) * (m[2]?.toLowerCase() === 'ms' ? 1 : 1000) : 0;
  if (!m || ms < 1) throw new UsageError(`${name} takes a number of seconds such as 30, got "${value}".`);
  return Math.round(ms);
}

function positiveInt(value: string | undefined, name: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min) throw new UsageError(`--${name} takes a whole number of at least ${min}, got "${value}".`);
  return Number(value);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function parse(argv: string[]): Promise<Options | undefined> {
  const { values, positionals } = parseCommandArgs(
    {
      args: argv,
      allowPositionals: true,
      allowNegative: true,
      options: {
        limit: { type: 'string' },
        budget: { type: 'string' },
        json: { type: 'boolean', default: false },
        knowledge: { type: 'string' },
        from: { type: 'string' },
        'max-size': { type: 'string' },
        'max-decompressed': { type: 'string' },
        timeout: { type: 'string' },
        'include-superseded': { type: 'boolean', default: false },
        cache: { type: 'boolean', default: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    HELP,
  );
  if (values.help) return undefined;
  if (values.knowledge !== undefined && values.from !== undefined) throw new UsageError('Use --knowledge or --from, not both.');
  let prompt = positionals.join(' ');
  if (prompt === '-' || (!prompt && !process.stdin.isTTY)) prompt = await readStdin();
  if (!prompt.trim()) throw new UsageError(`lore context needs a prompt.\n\n${HELP}`);
  const limitArgs = { maxSize: values['max-size'], maxDecompressed: values['max-decompressed'], timeout: values.timeout };
  if (values.from === undefined && Object.values(limitArgs).some((v) => v !== undefined)) {
    throw new UsageError('--max-size, --max-decompressed and --timeout go with --from.');
  }
  return {
    prompt: prompt.trim(),
    limitArgs,
    limit: positiveInt(values.limit, 'limit', 5),
    budget: positiveInt(values.budget, 'budget', 2000, 100),
    json: values.json,
    knowledge: values.knowledge,
    from: values.from,
    includeSuperseded: values['include-superseded'],
    cache: values.cache,
  };
}

interface Loaded {
  entries: import('../../context/entry.ts').KnowledgeEntry[];
  title: string;
  source: string;
}

/** The --from limits: flag, else environment variable, else default. */
function fetchLimits(args: LimitArgs, defaults: FetchLimits, env = process.env): FetchLimits {
  const pick = (flag: string | undefined, flagName: string, envName: string) => (flag !== undefined ? ([flag, flagName] as const) : ([env[envName], envName] as const));
  return {
    maxBytes: size(...pick(args.maxSize, '--max-size', 'LORE_FROM_MAX_SIZE'), defaults.maxBytes),
    maxDecompressedBytes: size(...pick(args.maxDecompressed, '--max-decompressed', 'LORE_FROM_MAX_DECOMPRESSED'), defaults.maxDecompressedBytes),
    timeoutMs: seconds(...pick(args.timeout, '--timeout', 'LORE_FROM_TIMEOUT'), defaults.timeoutMs),
  };
}

async function fromSite(from: string, args: LimitArgs): Promise<Loaded> {
  // Loaded only here: the network modules cost a local knowledge dir nothing at start-up.
  const [{ loadContextJson }, { entriesFromContext }, { DEFAULT_FETCH_LIMITS }, { inertLine }] = await Promise.all([
    import('../../context/remote.ts'),
    import('../../context/entry.ts'),
    import('../../context/fetch-bounded.ts'),
    import('../../context/inert.ts'),
  ]);
  const limits = fetchLimits(args, DEFAULT_FETCH_LIMITS);
  const { context, where, warnings } = await loadContextJson(from, process.cwd(), limits);
  const shown = warnings.slice(0, 10);
  for (const w of shown) console.error(`warning: ${where}: ${w}`);
  if (warnings.length > shown.length) console.error(`warning: ${where}: …and ${warnings.length - shown.length} more left out`);
  return { entries: entriesFromContext(context), title: inertLine(context.title), source: where };
}

async function fromDirectory(dirOption: string | undefined, cache: boolean): Promise<Loaded> {
  const [{ contextSettings }, { loadLocalKnowledge }, { defaultCacheDir }] = await Promise.all([
    import('../../context/settings.ts'),
    import('../../context/local.ts'),
    import('../../context/cache.ts'),
  ]);
  const cwd = process.cwd();
  let title = 'Knowledge base';
  let dir = dirOption ? path.resolve(cwd, dirOption) : undefined;
  try {
    const settings = await contextSettings(cwd, cache ? defaultCacheDir(cwd) : undefined);
    title = settings.title;
    dir ??= settings.knowledgeDir;
  } catch (error) {
    if (!dir) throw error;
    console.error(`warning: ${(error as Error).message.split('\n')[0]} (using --knowledge ${dirOption})`);
  }
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new UsageError(`No knowledge directory at ${path.relative(cwd, dir) || dir}. Run \`lore init\` and \`lore curate\`, set knowledgeDir in the config, or pass --knowledge DIR or --from URL.`);
  }
  const rel = (p: string) => (path.relative(cwd, p) || '.').split(path.sep).join('/');
  const knowledgeDir = dir;
  // Article paths are already relative to the knowledge dir, with forward slashes.
  const prefix = rel(knowledgeDir);
  const { entries, diagnostics } = await loadLocalKnowledge(knowledgeDir, {
    cacheDir: cache ? defaultCacheDir(cwd) : undefined,
    locate: (articlePath) => (prefix === '.' ? articlePath : `${prefix}/${articlePath}`),
  });
  const shown = diagnostics.slice(0, 10);
  for (const d of shown) console.error(`${d.level}: ${rel(path.join(knowledgeDir, d.file))}${d.line ? `:${d.line}` : ''}: ${d.message}`);
  if (diagnostics.length > shown.length) console.error(`…and ${diagnostics.length - shown.length} more problems (run \`lore check\`).`);
  return { entries, title, source: rel(knowledgeDir) };
}

async function run(argv: string[]): Promise<number> {
  // An agent runs this at the start of every session: let Node keep the compiled (and
  // type-stripped) modules on disk so later runs skip that work. No-op when already on.
  module.enableCompileCache?.();
  const options = await parse(argv);
  if (!options) {
    console.log(HELP);
    return 0;
  }
  let loaded: Loaded;
  try {
    loaded = options.from !== undefined ? await fromSite(options.from, options.limitArgs) : await fromDirectory(options.knowledge, options.cache);
  } catch (error) {
    if ((error as Error).name === 'ContextSourceError') {
      console.error(`lore context: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
  const { contextForPrompt, contextJsonOutput } = await import('../../context/context-for-prompt.ts');
  const request = {
    prompt: options.prompt,
    title: loaded.title,
    limit: options.limit,
    budget: options.budget,
    includeSuperseded: options.includeSuperseded,
  };
  const packed = contextForPrompt(loaded.entries, request);
  if (options.json) {
    const output = contextJsonOutput(packed, { ...request, source: loaded.source, articles: loaded.entries.length });
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  } else {
    process.stdout.write(`${packed.markdown}\n`);
  }
  return 0;
}

export const contextCommand: Command = {
  name: 'context',
  summary: 'print the knowledge an agent should read before acting on a prompt',
  run,
};
