// Narrowing helpers for records of unknown shape: readers never trust a field's type.

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Texts of the parts of `content` whose `type` is one of `types` (a plain string counts as text). */
export function textParts(content: unknown, types: readonly string[]): string[] {
  if (typeof content === 'string') return [content];
  const texts: string[] = [];
  for (const part of arr(content)) {
    const p = obj(part);
    if (p && typeof p.type === 'string' && types.includes(p.type) && typeof p.text === 'string') texts.push(p.text);
  }
  return texts;
}

/** Parts joined as paragraphs, ignoring empty ones. */
export function joinParts(parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The text of a tool result's content (string, or text parts), for its first line on failure. */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  return textParts(content, ['text', 'input_text', 'output_text']).join('\n');
}
