// The Markdown `lore context` prints: a short header telling the agent how to use what follows,
// then one block per article. Pieces are rendered separately so the packer can measure them.
import { confidenceLabel } from '../schema/labels.ts';
import type { Selected } from './select.ts';

export const PREFERENCES_HEADING = '## Preferences (always apply)';
export const MATCHES_HEADING = '## Relevant articles';

export interface RenderMeta {
  /** Name of the knowledge base. */
  title: string;
  /** Title of an article by id (for successors and dispute partners), when known. */
  titleOf: (id: string) => string | undefined;
}

/** Tokens of a text, estimated as characters / 4 (no tokenizer ships with Lore). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function renderHeader(meta: RenderMeta, note?: string): string {
  const lines = [
    '## Lore: knowledge for this task',
    `From the knowledge base "${meta.title}": what earlier sessions decided and learned. Follow it unless the user says otherwise and cite articles by id. Disputed: present both sides and ask. Superseded: follow the successor.`,
  ];
  if (note) lines.push('', note);
  return lines.join('\n');
}

function named(id: string, meta: RenderMeta): string {
  const title = meta.titleOf(id);
  return title ? `\`${id}\` (${title})` : `\`${id}\``;
}

function statusNote(item: Selected, meta: RenderMeta): string | undefined {
  const e = item.entry;
  if (e.status === 'disputed') {
    const partners = e.disputedWith.length ? ` with ${e.disputedWith.map((id) => named(id, meta)).join(', ')}` : '';
    const conflict = e.conflict ? ` ${e.conflict}` : '';
    return `> **Disputed**${partners}.${conflict} Present both sides and ask the user which holds.`;
  }
  if (e.status === 'superseded') {
    return e.supersededBy
      ? `> **Superseded** by ${named(e.supersededBy, meta)}: follow the successor, not this article.`
      : '> **Superseded**: kept for history only.';
  }
  if (e.status === 'outdated') return '> **Outdated**: may no longer hold; check before relying on it.';
  return undefined;
}

/** One article: heading, facts line, where to read it, why it was chosen, status note, summary. */
export function renderItemHead(item: Selected, meta: RenderMeta, summary = item.entry.summary): string {
  const e = item.entry;
  const facts = [
    `\`${e.id}\``,
    e.type,
    e.status,
    `${confidenceLabel(e.confidence)} confidence (${e.confidence.toFixed(2)})`,
    ...(e.taskState ? [`task ${e.taskState.replace('_', ' ')}`] : []),
    ...(e.updated ? [`updated ${e.updated}`] : []),
    ...(e.cites.length ? [`sources ${e.cites.slice(0, 4).join(', ')}${e.cites.length > 4 ? ', …' : ''}`] : []),
  ];
  const lines = [`### ${e.title}`, facts.join(' · '), `Read: ${e.location}`, `Why: ${item.reasons.join('; ')}`];
  const note = statusNote(item, meta);
  if (note) lines.push(note);
  if (summary) lines.push('', summary);
  return lines.join('\n');
}

export function renderOmitted(ids: readonly string[]): string {
  return `Also relevant, left out to fit the token budget: ${ids.map((id) => `\`${id}\``).join(', ')}.`;
}
