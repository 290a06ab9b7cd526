// Parts that add up to more than their whole. Asked for PR statistics, GitClaw's agent gave "Total
// PRs merged: 45" and, by agent, 37 + 14 + 8 = 59 PRs: its grep counted a PR once per name its merge
// message held. A reader who adds them up loses trust in every figure; one who does not is misled.
import { addCaveat, type ArticleDraft } from './draft.ts';

const FACT_SECTIONS = new Set(['Key facts', 'Decision', 'Key facts and limitations']);
// "- Total PRs merged: 45 — issue #119, 20 Feb 2026"
const TOTAL = /^- (?:\*\*)?Total ([^:—]{2,40}?)(?:\*\*)?: ~?([\d,]+)(?=\s|$)/i;
// "- copilot-swe-agent: 37 PRs — …", "- gitclaw[bot] (Pi): 14 PRs (note: …) — …"
const PART = /^- ([^:—]{1,60}): ~?([\d,]+) ([\p{L}][\p{L}\d-]*)(?=[\s(]|$)/u;

const number = (s: string) => Number(s.replace(/,/g, ''));
const unitOf = (w: string) => w.toLowerCase().replace(/'?s$/, '');

/** Adds a caveat where a total's parts, in the same unit, add up to more than it; returns how many. */
export function markPartsOverTotal(drafts: ArticleDraft[]): number {
  let marked = 0;
  for (const d of drafts) {
    const lines = d.sections.filter((s) => FACT_SECTIONS.has(s.heading)).flatMap((s) => s.lines);
    const parts = lines.flatMap((l) => {
      const m = PART.exec(l);
      return m && !/^total\b/i.test(m[1]) ? [{ name: m[1].trim(), n: number(m[2]), unit: m[3] }] : [];
    });
    for (const line of lines) {
      const t = TOTAL.exec(line);
      if (!t) continue;
      const label = t[1].split(/\s+/).map(unitOf);
      const total = number(t[2]);
      const same = parts.filter((p) => label.includes(unitOf(p.unit)));
      const sum = same.reduce((n, p) => n + p.n, 0);
      if (same.length < 2 || sum <= total) continue;
      addCaveat(d, `- The parts add up to more than the total: ${same.map((p) => `${p.name} ${p.n.toLocaleString('en-US')}`).join(' + ')} = ${sum.toLocaleString('en-US')} ${same[0].unit}, against “Total ${t[1]}: ${t[2]}”. Some are counted twice or more: check how they were counted before relying on them.`);
      d.confidence = Math.min(d.confidence, 0.5);
      marked++;
      break;
    }
  }
  return marked;
}
