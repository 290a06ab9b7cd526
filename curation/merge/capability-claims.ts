// An agent saying it cannot reach the web ("Right now, Spock is blind to the internet. It can't look
// up docs…") where its sessions in the same project did: issue #142 ran `gh search repos` and `gh
// api`. Agents describe their tools from their prompt, not from what they ran; the sessions know.
import type { Digest } from '../schema/digest.ts';
import { addCaveat, type ArticleDraft } from './draft.ts';
import { canonicalProject } from './projects.ts';
import { humanDay, sourceIn, where } from './cite.ts';
import { webReach } from '../extract/tool-evidence.ts';

const NO_WEB = /\bblind to the (?:internet|web)\b|\bno (?:internet|web|network) access\b|\b(?:can(?:'t|not)|unable to|doesn't|does not|don't|do not) (?:access|reach|browse|search|use) the (?:internet|web)\b|\b(?:has|have) no (?:access to the )?(?:internet|web)(?: access)?\b|无法(?:访问|上)网|インターネットに(?:アクセスでき|接続でき)ない|sem acesso à internet/i;

/** Adds a caveat where an article says the agent cannot reach the web and a session of its project did. */
export function markWebClaims(drafts: ArticleDraft[], digests: Digest[], repo?: string, renames = new Map<string, string>()): number {
  const bySession = new Map(digests.map((g) => [g.session.id, g]));
  let marked = 0;
  for (const d of drafts) {
    const text = [d.summary, ...d.sections.filter((s) => s.heading !== 'Caveats').flatMap((s) => s.lines)];
    if (!text.some((t) => NO_WEB.test(t))) continue;
    const projects = new Set(d.sources.flatMap((s) => {
      const g = bySession.get(s.session);
      return g ? [canonicalProject(g, renames)] : [];
    }));
    // The session of the project that reached the web most plainly (a fetch before a search of
    // GitHub, that before a call to its API), the earliest of those.
    const reached = digests
      .filter((g) => projects.has(canonicalProject(g, renames)))
      .flatMap((g) => g.subjects.filter((s) => s.lookedUp).map((s) => ({ g, how: s.lookedUpWith, date: s.sources[0]?.date ?? g.session.started })))
      .sort((a, b) => webReach(a.how) - webReach(b.how) || a.date.localeCompare(b.date))[0];
    if (!reached) continue;
    const ran = reached.how ? `, running \`${reached.how}\`` : '';
    const at = `${where(sourceIn(reached.g, reached.date), repo).replace(/^in /, '')}, ${humanDay(reached.date)}${ran}`;
    // (GitHub's own API is the network, not the web at large: said as what it is.)
    const githubOnly = /^gh\s/.test(reached.how ?? '');
    addCaveat(d, githubOnly
      ? `- It says the agent cannot reach the internet, but a session of this repository reached GitHub's API over the network (${at}); none fetched other web pages. Check which holds before relying on it.`
      : `- It says the agent cannot reach the web, but a session of this repository did (${at}). What the agent says of its own tools is not what it did: check before relying on it.`);
    marked++;
  }
  return marked;
}
