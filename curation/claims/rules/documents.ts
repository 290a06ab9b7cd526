// Documents the agent wrote whole (a plan, a report, a README): what the work produced. The claim
// is the document's title as written, about its file.
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { plainHeading } from '../../text/units.ts';

/** The first heading of a Markdown document, or its first line. */
export function documentTitle(text: string): string {
  const h = /^\s{0,3}#{1,3}\s+(.+)$/m.exec(text);
  const line = h ? h[1] : (text.split('\n').find((l) => l.trim()) ?? '');
  return plainHeading(line).slice(0, 160);
}

export const documents: ClaimRule = {
  name: 'documents',
  description: 'Documents the agent wrote whole, by file and title.',
  run(ex) {
    const out: ClaimDraft[] = [];
    const seen = new Set<string>();
    for (const t of ex.tools) {
      if (!t.document || t.ok === false || seen.has(t.document.file)) continue;
      seen.add(t.document.file);
      const title = documentTitle(t.document.text);
      if (!title) continue;
      out.push({ kind: 'fact', speaker: 'tool', role: 'tool', text: title, time: t.time, salience: 0.55, file: t.document.file });
    }
    return out;
  },
};
