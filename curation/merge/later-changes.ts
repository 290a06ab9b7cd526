// Work that a later session redid: an article whose files another article's session wrote or
// deleted afterwards links to it and says so, so a reader of the older one knows where to look.
// Rewriting a file is not by itself a contradiction, so the status stays; deleting the article's
// main file (the one its summary names, or most of what it wrote) makes it outdated.
import { addToSummary, relate, sectionOf, type ArticleDraft, type FileChange } from './draft.ts';
import { pathLeaf } from '../lib/paths.ts';
import { humanDay } from './cite.ts';

interface Change {
  draft: ArticleDraft;
  date: string;
  deleted: boolean;
}

// The same relative path in two projects is two files.
const fileKey = (w: FileChange) => `${w.project ?? ''}\u0000${w.file}`;

/** Who changed each file, when, and whether they deleted it. */
function changesByFile(drafts: ArticleDraft[]): Map<string, Change[]> {
  const out = new Map<string, Change[]>();
  const add = (w: FileChange, change: Change) => {
    const list = out.get(fileKey(w));
    if (list) list.push(change);
    else out.set(fileKey(w), [change]);
  };
  for (const draft of drafts) {
    for (const w of draft.wrote ?? []) add(w, { draft, date: w.date, deleted: false });
    for (const w of draft.removed ?? []) add(w, { draft, date: w.date, deleted: true });
  }
  return out;
}

// Work that says it moved things ("./.devenvrc への完全移行", "migrate the config to…"): what it
// deleted went somewhere. Deleting a file while touching another ("remove the GQL client") does not.
const MOVE = /\b(?:mov(?:e|ed|es|ing)|migrat\w*|renam\w*|replac\w*|consolidat\w*|merg(?:e|ed|ing))\b|移行|移動|置き換|統合|迁移|替换|合并|migra|substitu/i;
const moves = (d: ArticleDraft) => MOVE.test(`${d.title} ${d.summary}`);

const named = (files: Set<string>) => [...files].slice(0, 3).map((f) => `\`${f}\``).join(', ');

/** Adds "Later changes to the same files" and the Related links; drafts must have their ids. */
export function linkLaterChanges(drafts: ArticleDraft[]): void {
  const changes = changesByFile(drafts);
  for (const a of drafts) {
    const later = new Map<string, { draft: ArticleDraft; files: Set<string>; deleted: Set<string>; date: string }>();
    for (const mine of a.wrote ?? []) {
      const others = changes.get(fileKey(mine)) ?? [];
      // A file half the knowledge base touches (README.md, package.json) says nothing about which.
      if (new Set(others.map((c) => c.draft)).size > 5) continue;
      for (const { draft: b, date, deleted } of others) {
        // A successor that reversed this work says so in the article's Reversed section.
        if (b === a || date <= mine.date || b.id === a.superseded_by) continue;
        const entry = later.get(b.id) ?? { draft: b, files: new Set<string>(), deleted: new Set<string>(), date };
        (deleted ? entry.deleted : entry.files).add(mine.file);
        later.set(b.id, entry);
      }
    }
    if (!later.size) continue;
    const lines = [...later.values()]
      .sort((x, y) => x.date.localeCompare(y.date) || x.draft.id.localeCompare(y.draft.id))
      .slice(0, 5)
      .map(({ draft, files, deleted, date }) => {
        const what = [files.size ? `${named(files)} changed again` : '', deleted.size ? `${named(deleted)} deleted` : ''].filter(Boolean).join('; ');
        return `- ${what} on ${date.slice(0, 10)}, in “${draft.title}” (linked under Related): see there for the current state`;
      });
    a.sections.push({ heading: 'Later changes to the same files', lines });
    const gone = new Set([...later.values()].flatMap((l) => [...l.deleted]));
    const written = new Set((a.wrote ?? []).map((w) => w.file));
    const central = [...gone].some((f) => names(a.summary, f)) || gone.size * 2 >= written.size;
    if (gone.size && central && a.status === 'current') {
      // (Work that deleted the file but changed this article's other files, and says it moved things,
      // carried the work along: `.devenv/config.toml` gone, its keys moved to `./.devenvrc`. The
      // article says where to look, in its summary too, or a reader, or an agent reading
      // context.json, goes looking for the file. It still holds when that work changed, to match, a
      // file the summary names; else what the summary describes is gone.)
      const moved = [...later.values()].find((l) => l.deleted.size && l.files.size && moves(l.draft));
      if (!moved || ![...moved.files].some((f) => names(a.summary, f))) a.status = 'outdated';
      if (moved) {
        const file = [...moved.deleted].find((f) => names(a.summary, f)) ?? [...moved.deleted][0];
        movedNote(a, file, moved.date, moved.draft, [...moved.files].filter((f) => names(a.summary, f)));
      }
    }
    for (const id of later.keys()) relate(a, id);
  }
  outdateByDeletedPremise(drafts, changes);
}

/** Whether a text names a file, by its path or its name. */
const names = (text: string, file: string) => text.includes(file) || text.includes(pathLeaf(file));

/** The summary's own word that a file it names has since moved, and where to look. */
function movedNote(a: ArticleDraft, file: string, date: string, by: ArticleDraft, matched: string[] = []): void {
  // (Still current: the summary says why, "… and changed `.devenv/serena/setup.sh` to match".)
  // (By full path where the summary gives one: "setup.sh" is inside ".devenv/serena/setup.sh".)
  const exact = matched.filter((f) => a.summary.includes(f));
  if (exact.length) matched = exact;
  const kept = a.status === 'current' && matched.length ? `, and changed ${matched.slice(0, 2).map((f) => `\`${f}\``).join(' and ')} to match` : '';
  addToSummary(a, `Since ${humanDay(date)}: \`${file}\` is gone; “${by.title}” moved what it held${kept}.`);
}

/**
 * An article whose summary rests on a file of its project that later work deleted (".devenv/config.toml
 * の [serena].enable=true を判定したときのみ…", then config.toml removed a month later) no longer
 * describes how things are, though it never wrote that file.
 */
function outdateByDeletedPremise(drafts: ArticleDraft[], changes: Map<string, Change[]>): void {
  for (const a of drafts) {
    const project = a.wrote?.[0]?.project;
    if (a.status !== 'current' || !a.wrote?.length) continue;
    const last = a.wrote.reduce((m, w) => (w.date > m ? w.date : m), '');
    for (const [key, list] of changes) {
      const [p, file] = key.split('\u0000');
      // (A path, not a bare name: "config.toml" alone could be any config.toml.)
      if (p !== (project ?? '') || !file.includes('/') || !a.summary.includes(file)) continue;
      const removal = list.find((c) => c.deleted && c.draft !== a && c.date > last && !list.some((w) => !w.deleted && w.date > c.date));
      if (!removal) continue;
      // The work that deleted it also changed this article's own files (".devenv/serena/setup.sh
      // now reads ./.devenvrc"): the premise moved, and the work was carried along with it. The
      // article says where the premise went.
      const mine = new Set(a.wrote.map((w) => w.file));
      const carried = (removal.draft.wrote ?? []).filter((w) => mine.has(w.file) && (w.project ?? '') === (project ?? '') && w.date > last).map((w) => w.file);
      if (carried.length && moves(removal.draft)) {
        // (Still as described when the file the summary is about was changed to match.)
        if (!carried.some((f) => names(a.summary, f))) a.status = 'outdated';
        sectionOf(a, 'Later changes to the same files').lines.push(`- \`${file}\`, which the summary rests on, was deleted on ${removal.date.slice(0, 10)}, in “${removal.draft.title}”, which also changed ${named(new Set(carried))} to match: see there for where it went`);
        movedNote(a, file, removal.date, removal.draft, carried.filter((f) => names(a.summary, f)));
        relate(a, removal.draft.id);
        break;
      }
      a.status = 'outdated';
      a.sections.push({ heading: 'Status', lines: [`- Outdated: \`${file}\`, which the summary rests on, was deleted on ${removal.date.slice(0, 10)}, in “${removal.draft.title}”.`] });
      relate(a, removal.draft.id);
      break;
    }
  }
}
