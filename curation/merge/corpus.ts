// What only the whole corpus can tell: text that recurs across sessions (a footer, a greeting, a
// bootstrap reply) is boilerplate, and a prompt that recurs across sessions is automation (a cron
// or heartbeat prompt), not a person speaking. Counted by fingerprint, per project.
import type { Digest } from '../schema/digest.ts';

export const CORPUS = {
  /** A claim's text in this many sessions of a project (or more) is boilerplate… */
  boilerplateSessions: 3,
  /** …or in this share of them, when there are few. */
  boilerplateShare: 0.5,
  /** …or repeated in this many exchanges of one session. */
  boilerplateExchanges: 3,
  /** Named things that make a repeated statement a confirmation rather than boilerplate. */
  confirmationEntities: 2,
  /** A prompt of at least this many words recurring in two sessions or more is automation. */
  automationWords: 4,
  /** A heading the answers of a project use this often is the agent's template ("Next steps"). */
  templateHeadings: 3,
} as const;

export interface CorpusStats {
  isBoilerplate(fp: string, session: string, entities: number): boolean;
  isAutomationPrompt(fp: string, words: number): boolean;
  /** The answers of the project head this many exchanges with it: a heading of the agent's
   * template ("Next steps", "Yapılan iyileştirmeler", "Mi recomendación"), not of a subject. */
  isTemplateHeading(project: string, heading: string): boolean;
}

/** A heading as compared: its letters and digits, lower case, without accents. */
// (Marks apart: "İ" lower-cased is "i" and a combining dot.)
const headingKey = (project: string, heading: string) => `${project}\u0000${heading.normalize('NFD').toLowerCase().replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()}`;

export function corpusStats(digests: Digest[], projectOf: (d: Digest) => string): CorpusStats {
  const sessionsByFp = new Map<string, Set<string>>();
  const perSession = new Map<string, Map<string, Set<number>>>();
  const promptSessions = new Map<string, Set<string>>();
  const sessionsInProject = new Map<string, number>();
  const headingCounts = new Map<string, number>();
  for (const d of digests) {
    const project = projectOf(d);
    sessionsInProject.set(project, (sessionsInProject.get(project) ?? 0) + 1);
    const mine = new Map<string, Set<number>>();
    for (const c of d.claims) {
      const key = `${project}\u0000${c.fp}`;
      (sessionsByFp.get(key) ?? sessionsByFp.set(key, new Set()).get(key)!).add(d.session.id);
      (mine.get(c.fp) ?? mine.set(c.fp, new Set()).get(c.fp)!).add(c.exchange);
    }
    perSession.set(d.session.id, mine);
    for (const ex of d.exchanges) {
      (promptSessions.get(ex.promptFp) ?? promptSessions.set(ex.promptFp, new Set()).get(ex.promptFp)!).add(d.session.id);
      for (const key of new Set(ex.headings.map((h) => headingKey(project, h)))) headingCounts.set(key, (headingCounts.get(key) ?? 0) + 1);
    }
  }
  const projectOfSession = new Map(digests.map((d) => [d.session.id, projectOf(d)]));
  return {
    isBoilerplate(fp, session, entities) {
      if (entities >= CORPUS.confirmationEntities) return false;
      if ((perSession.get(session)?.get(fp)?.size ?? 0) >= CORPUS.boilerplateExchanges) return true;
      const project = projectOfSession.get(session) ?? '';
      const n = sessionsByFp.get(`${project}\u0000${fp}`)?.size ?? 0;
      const total = sessionsInProject.get(project) ?? 1;
      return n >= CORPUS.boilerplateSessions || (n >= 2 && n / total >= CORPUS.boilerplateShare && total >= 2);
    },
    isAutomationPrompt(fp, words) {
      return words >= CORPUS.automationWords && (promptSessions.get(fp)?.size ?? 0) >= 2;
    },
    isTemplateHeading(project, heading) {
      return (headingCounts.get(headingKey(project, heading)) ?? 0) >= CORPUS.templateHeadings;
    },
  };
}
