// `<private>…</private>`: what people mark as not for the knowledge base never leaves the
// session. Case-insensitive, across lines; an unclosed tag hides everything after it (the safe
// reading of a tag whose end was lost or forgotten).
const PRIVATE_SPAN = /<private(?:\s[^>]{0,200})?>[\s\S]*?(?:<\/private\s*>|$)/gi;
const OPENING = /<private(?:\s[^>]{0,200})?>/i;
const CLOSING_AT_END = /<\/private\s*>$/i;

export function hasPrivateSpan(text: string): boolean {
  return OPENING.test(text);
}

/** The text without its private spans. */
export function stripPrivateSpans(text: string): string {
  if (!hasPrivateSpan(text)) return text;
  return text.replace(PRIVATE_SPAN, '');
}

/** True when the text opens a private span it never closes (it hides the rest of the text). */
export function hasUnclosedPrivateSpan(text: string): boolean {
  if (!hasPrivateSpan(text)) return false;
  for (const match of text.matchAll(PRIVATE_SPAN)) {
    if (!CLOSING_AT_END.test(match[0])) return true;
  }
  return false;
}
