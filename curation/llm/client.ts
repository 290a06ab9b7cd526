// The optional LLM refinement client (`lore curate --llm`). It asks any OpenAI-compatible
// endpoint to tidy one heuristic article at a time, with structured JSON output, temperature 0,
// and a disk cache so the same question is never asked twice. It never throws: any failure
// comes back as `{ ok: false, reason }` and the caller keeps the heuristic result.
import { redact } from '../privacy/redact.ts';
import { cacheKey, readCached, writeCached } from './cache.ts';
import { chatCompletionsUrl, postJson } from './http.ts';
import { refineMessages, withSchemaInstructions, type ChatMessage } from './prompt.ts';
import { REFINE_JSON_SCHEMA, refineResponseSchema, refineSuccessSchema, type RefineInput, type RefineResult } from './refine-schema.ts';

export interface LlmClientOptions {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  cacheDir: string;
  /** Read the cache but never write it (`lore curate --dry-run` writes nothing). */
  readOnlyCache?: boolean;
  /** For tests and custom transports; the global `fetch` otherwise. */
  fetchImpl?: typeof fetch;
}

export interface LlmStats {
  /** HTTP requests made (a json_object retry counts too). */
  requests: number;
  cacheHits: number;
  refined: number;
  failures: number;
  /** Problems that cost nothing now but a request later (an unwritable cache). */
  warnings: string[];
}

export interface LlmClient {
  refineArticle(input: RefineInput): Promise<RefineResult>;
  stats(): LlmStats;
}

type Mode = 'json_schema' | 'json_object';
type Completion = { ok: true; content: string } | { ok: false; reason: string; formatRejected?: boolean };

const SNIPPET = 200;

function responseFormat(mode: Mode): unknown {
  return mode === 'json_schema'
    ? { type: 'json_schema', json_schema: { name: 'refined_article', strict: true, schema: REFINE_JSON_SCHEMA } }
    : { type: 'json_object' };
}

/** Servers that cannot do structured output say so with a 400/422 about the response format. */
function rejectsFormat(status: number, body: string): boolean {
  if (status !== 400 && status !== 422 && status !== 501) return false;
  return body.trim() === '' || /response_format|json_schema|schema|structured|not supported|unsupported/i.test(body);
}

/** The text of an assistant message: a string, or (some servers) an array of text parts. */
function messageText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content.map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : ''));
    return parts.join('');
  }
  return undefined;
}

/** JSON out of a model's answer, tolerating a code fence or a sentence around the object. */
export function parseJsonAnswer(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = (fenced ? fenced[1] : text).trim();
  try {
    return JSON.parse(candidate);
  } catch (error) {
    const first = candidate.indexOf('{');
    const last = candidate.lastIndexOf('}');
    if (first !== -1 && last > first) return JSON.parse(candidate.slice(first, last + 1));
    throw error;
  }
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const url = chatCompletionsUrl(options.baseUrl);
  const stats: LlmStats = { requests: 0, cacheHits: 0, refined: 0, failures: 0, warnings: [] };
  // Structured output until the server turns it down once; then json_object for the whole run.
  let mode: Mode = 'json_schema';

  /** Server text made safe for a report: redacted, the key itself removed, one short line. */
  const snippet = (text: string): string => {
    let message = text;
    try {
      const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const inner = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
      if (typeof inner === 'string') message = inner;
    } catch {
      // not JSON: the raw text will do
    }
    if (options.apiKey) message = message.split(options.apiKey).join('[REDACTED:api-key]');
    const flat = redact(message).text.replace(/\s+/g, ' ').trim();
    return flat.length > SNIPPET ? `${flat.slice(0, SNIPPET)}…` : flat;
  };

  async function complete(messages: ChatMessage[], requestMode: Mode): Promise<Completion> {
    stats.requests++;
    const outcome = await postJson({
      url,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
      fetchImpl: options.fetchImpl,
      body: { model: options.model, messages, temperature: 0, response_format: responseFormat(requestMode) },
    });
    if (outcome.kind === 'timeout') return { ok: false, reason: `no answer within ${options.timeoutMs} ms (timed out)` };
    if (outcome.kind === 'network') return { ok: false, reason: `could not reach ${url}: ${snippet(outcome.message)}` };
    if (outcome.status < 200 || outcome.status > 299) {
      return {
        ok: false,
        reason: `HTTP ${outcome.status} from ${url}${outcome.body.trim() ? `: ${snippet(outcome.body)}` : ''}`,
        formatRejected: requestMode === 'json_schema' && rejectsFormat(outcome.status, outcome.body),
      };
    }
    let payload: { choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[] };
    try {
      payload = JSON.parse(outcome.body);
    } catch {
      return { ok: false, reason: `the server's answer is not JSON: ${snippet(outcome.body)}` };
    }
    const choice = payload?.choices?.[0];
    if (typeof choice?.message?.refusal === 'string' && choice.message.refusal) {
      return { ok: false, reason: `the model declined: ${snippet(choice.message.refusal)}` };
    }
    const content = messageText(choice?.message?.content);
    if (content === undefined) return { ok: false, reason: 'the server answered without a message (no choices[0].message.content)' };
    if (choice?.finish_reason === 'length') return { ok: false, reason: 'the answer was cut off (finish_reason "length")' };
    return { ok: true, content };
  }

  function validate(content: string): RefineResult {
    let json: unknown;
    try {
      json = parseJsonAnswer(content);
    } catch {
      return { ok: false, reason: `the model's answer is not valid JSON: ${snippet(content)}` };
    }
    const parsed = refineResponseSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : '(root)';
      return { ok: false, reason: `the model's answer does not match the schema: ${where}: ${issue?.message ?? 'invalid'}` };
    }
    // Input was redacted; a model can still make up something that looks like a key.
    const clean = (s: string) => redact(s).text;
    const data = parsed.data;
    const result: RefineResult = { ok: true };
    if (data.title) result.title = clean(data.title);
    if (data.summary) result.summary = clean(data.summary);
    if (data.type) result.type = data.type;
    if (data.keyPoints && data.keyPoints.length > 0) result.keyPoints = data.keyPoints.map(clean);
    return result;
  }

  async function refine(input: RefineInput): Promise<RefineResult> {
    const messages = refineMessages(input);
    const key = cacheKey(options.model, messages);
    const cached = await readCached(options.cacheDir, key, refineSuccessSchema);
    if (cached) {
      stats.cacheHits++;
      return cached;
    }
    let answer = mode === 'json_schema' ? await complete(messages, 'json_schema') : undefined;
    if (!answer || (!answer.ok && answer.formatRejected)) {
      const retry = await complete(withSchemaInstructions(messages), 'json_object');
      // Remember the fallback only once it worked: a server that is down is not a server
      // without structured output.
      if (retry.ok && answer) mode = 'json_object';
      answer = retry.ok || !answer ? retry : { ok: false, reason: `${retry.reason} (after json_schema was refused: ${answer.reason})` };
    }
    if (!answer.ok) return { ok: false, reason: answer.reason };
    const result = validate(answer.content);
    if (result.ok && !options.readOnlyCache) {
      const warning = await writeCached(options.cacheDir, key, options.model, result);
      if (warning && !stats.warnings.includes(warning)) stats.warnings.push(warning);
    }
    return result;
  }

  return {
    async refineArticle(input) {
      try {
        const result = await refine(input);
        if (result.ok) stats.refined++;
        else stats.failures++;
        return result;
      } catch (error) {
        stats.failures++;
        return { ok: false, reason: `unexpected error: ${snippet((error as Error)?.message ?? String(error))}` };
      }
    },
    stats: () => ({ ...stats, warnings: [...stats.warnings] }),
  };
}
