// What a document the agent wrote says: its outline (the headings, in order) and its most
// specific statements, scored as answers are. The document is the work's lasting product; what
// it lays down (principles, requirements, a plan's steps) is knowledge of the project.
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { unitsOf } from '../../text/units.ts';
import { isBareReference, unitSalience } from '../features.ts';
import { rowText } from './agent-findings.ts';

export const DOCUMENT_FACTS = { perDocument: 6, minSalience: 0.5, outline: 12 } as const;

export const documentFacts: ClaimRule = {
  name: 'document-facts',
  description: "A written document's outline and its most specific statements.",
  run(ex) {
    const out: ClaimDraft[] = [];
    const seen = new Set<string>();
    for (const t of ex.tools) {
      if (!t.document || t.ok === false || seen.has(t.document.file)) continue;
      seen.add(t.document.file);
      const units = unitsOf(t.document.text);
      const headings = units.filter((u) => u.kind === 'heading' && u.index > 0).map((u) => u.text).slice(0, DOCUMENT_FACTS.outline);
      const base = { speaker: 'agent' as const, role: 'tool' as const, time: t.time, file: t.document.file };
      if (headings.length >= 2) out.push({ ...base, kind: 'fact', text: headings.join('; '), salience: 0.5, heading: 'outline' });
      units
        .filter((u) => u.kind !== 'heading' && !isBareReference(u.text))
        .map((u) => ({ u, s: unitSalience(u, { final: false, headline: false }) }))
        .filter((x) => x.s >= DOCUMENT_FACTS.minSalience)
        .sort((a, b) => b.s - a.s || a.u.index - b.u.index)
        .slice(0, DOCUMENT_FACTS.perDocument)
        .sort((a, b) => a.u.index - b.u.index)
        .forEach(({ u, s }) => out.push({ ...base, kind: 'fact', text: rowText(u), salience: s * 0.9, ...(u.heading ? { heading: u.heading } : {}) }));
    }
    return out;
  },
};
