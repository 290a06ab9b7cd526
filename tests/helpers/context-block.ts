// What `lore context` and the MCP server hand an agent: one block of injected context, opened by a
// begin marker with a fresh nonce and closed by the end marker with the same one.
import assert from 'node:assert/strict';
import { contextEnd } from '../../curation/schema/marker.ts';

export function assertContextBlock(text: string): void {
  const nonce = /^<!-- lore:context:begin nonce=([0-9a-f]{32}) -->\n/.exec(text)?.[1];
  assert.ok(nonce, `no begin marker with a nonce: ${JSON.stringify(text.slice(0, 80))}`);
  assert.ok(text.trimEnd().endsWith(contextEnd(nonce)), 'closed by the end marker with the same nonce');
}
