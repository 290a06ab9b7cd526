// The marker around context that Lore injects into an agent's session (`lore context`). Curation
// recognises it and never re-extracts what is inside as new knowledge (the recall loop).
export const CONTEXT_BEGIN = '<!-- lore:context:begin -->';
export const CONTEXT_END = '<!-- lore:context:end -->';

const SPAN = /<!-- lore:context:begin -->[\s\S]*?(?:<!-- lore:context:end -->|$)/g;

export function wrapInjectedContext(markdown: string): string {
  return `${CONTEXT_BEGIN}\n${markdown.trim()}\n${CONTEXT_END}`;
}

export function hasInjectedContext(text: string): boolean {
  return text.includes(CONTEXT_BEGIN);
}

/** The text with every injected span removed (an unterminated span runs to the end). */
export function stripInjectedContext(text: string): string {
  return text.includes(CONTEXT_BEGIN) ? text.replace(SPAN, '').trim() : text;
}
