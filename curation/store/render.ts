// An article draft as the Markdown file Lore writes, fingerprinted so that any later edit by a
// person is detected from the file itself.
import { createHash } from 'node:crypto';
import type { ArticleDraft } from '../merge/draft.ts';
import { frontmatterOf } from '../merge/draft.ts';
import { toYaml } from './yaml.ts';

const CHECKSUM_LINE = /^lore_checksum: .*\n/m;

function checksumOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n').replace(CHECKSUM_LINE, '')).digest('hex').slice(0, 16);
}

/** True when the file is exactly what Lore wrote (its checksum matches its content). */
export function isUntouched(text: string): boolean {
  // (Quoted since a checksum of digits and one "e", "6e98765432101234", read as a number; files
  // written before then have it bare.)
  const m = /^lore_checksum: "?([0-9a-f]+)"?$/m.exec(text);
  return Boolean(m) && m![1] === checksumOf(text);
}

/** The checksum Lore wrote into a file, if it still carries one (edited or not). */
export function checksumIn(text: string): string | undefined {
  return /^lore_checksum: "?([0-9a-f]+)"?\r?$/m.exec(text)?.[1];
}

export interface RelatedLink {
  id: string;
  title: string;
  path: string;
}

function section(heading: string, lines: string[]): string {
  return `## ${heading}\n\n${lines.join('\n')}`;
}

/** Markdown body: summary, conflict first when there is one, the sections, history, related. */
export function renderBody(draft: ArticleDraft, related: RelatedLink[], selfPath: string): string {
  const parts = [draft.summary];
  if (draft.conflict?.length) {
    parts.push(section('Conflict', ['Sessions disagree on this subject; neither side is settled:', '', ...draft.conflict]));
  }
  for (const s of draft.sections) if (s.lines.length) parts.push(section(s.heading, s.lines));
  if (draft.history?.length) parts.push(section('History', draft.history));
  if (related.length) {
    const from = selfPath.split('/').slice(0, -1);
    const lines = related.map((r) => {
      const to = r.path.split('/');
      const rel = to[0] === from[0] ? `./${to.slice(1).join('/')}` : `../${r.path}`;
      return `- [${r.title.replace(/([[\]])/g, '\\$1')}](${rel})`;
    });
    parts.push(section('Related', lines));
  }
  return `${parts.join('\n\n')}\n`;
}

/** `guard`: the last filter (privacy), applied before the checksum so the file stays Lore's own. */
export function renderArticle(draft: ArticleDraft, dates: Parameters<typeof frontmatterOf>[1], body: string, guard: (text: string) => string = (t) => t): string {
  const data = frontmatterOf(draft, dates);
  const yaml = toYaml(data as unknown as Parameters<typeof toYaml>[0]);
  const unsigned = guard(`---\n${yaml}\nlore_checksum: 0\n---\n\n${body}`);
  return unsigned.replace(/^lore_checksum: 0$/m, `lore_checksum: "${checksumOf(unsigned)}"`);
}
