// The client's options from lore.config.ts and the environment. The config names the variables
// (`curation.llm.baseUrlEnv`, …); their values (endpoint, key, model) never live in the config,
// so a committed config cannot leak a key.
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import { LLM_CACHE_DIR } from '../store/paths.ts';
import type { LlmClientOptions } from './client.ts';

export type ResolvedLlmOptions = { ok: true; options: LlmClientOptions } | { ok: false; reason: string };

type LlmConfigPart = Pick<LoreConfig, 'knowledgeDir'> & { curation: Pick<LoreConfig['curation'], 'llm'> };

export function llmOptionsFromConfig(config: LlmConfigPart, env: NodeJS.ProcessEnv = process.env): ResolvedLlmOptions {
  const llm = config.curation.llm;
  const baseUrl = env[llm.baseUrlEnv]?.trim();
  const model = env[llm.modelEnv]?.trim();
  const apiKey = env[llm.apiKeyEnv]?.trim() || undefined;
  const missing = [!baseUrl && llm.baseUrlEnv, !model && llm.modelEnv].filter(Boolean);
  if (missing.length) {
    return { ok: false, reason: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (the endpoint and model of an OpenAI-compatible server)` };
  }
  try {
    const url = new URL(baseUrl!);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    return { ok: false, reason: `${llm.baseUrlEnv} is not an http(s) URL, e.g. https://api.openai.com/v1` };
  }
  return {
    ok: true,
    options: { baseUrl: baseUrl!, apiKey, model: model!, timeoutMs: llm.timeoutMs, cacheDir: path.join(config.knowledgeDir, LLM_CACHE_DIR) },
  };
}
