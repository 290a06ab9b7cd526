// One POST to an OpenAI-compatible `/chat/completions` endpoint, bounded by a timeout that
// covers the whole exchange (connection, headers and body). Never throws: every outcome is a
// value the client can turn into a reason.
export type PostOutcome =
  | { kind: 'response'; status: number; body: string }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string };

export interface PostOptions {
  url: string;
  apiKey?: string;
  body: unknown;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

export async function postJson(options: PostOptions): Promise<PostOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const response = await (options.fetchImpl ?? fetch)(options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(options.body),
      signal: controller.signal,
    });
    const body = await response.text();
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout' };
    const err = error as Error & { cause?: { code?: string; message?: string } };
    const cause = err.cause?.code ?? err.cause?.message;
    return { kind: 'network', message: cause ? `${err.message} (${cause})` : err.message };
  } finally {
    clearTimeout(timer);
  }
}
