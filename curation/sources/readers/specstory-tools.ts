// A SpecStory tool block, read back into what the call did. SpecStory renders each call as
// Markdown for people (`<tool-use data-tool-type="shell" data-tool-name="Bash"><details>`, a
// `<summary>`, the input, the output in a fence, `</details></tool-use>`; older Cursor files: a
// bare `<details><summary>Listed directory …</summary>`), so the arguments are gone and are
// recovered from that rendering: the command from the summary or a backticked line, the file from
// a backticked path or from the output ("File created successfully at: …"), a patch's files from
// its `**Add: `path`**` lines, anything else from a generic `**Input:**` list.
import { ANSWERED_CHOICES } from '../text/choices.ts';
import { type ToolEffects, patchDeletes, toolEffects } from '../text/tool-files.ts';
import { DENIED_BY_USER } from '../../schema/session.ts';

export interface ParsedTool {
  name: string;
  effects: ToolEffects;
  output?: string;
  ok?: boolean;
  error?: string;
  /** The person's answer to the agent's question (AskUserQuestion), as the extraction reads one. */
  answer?: string;
}

interface Fence {
  lang: string;
  body: string;
  /** Index of the opening line in the block. */
  at: number;
}

const SHELL_LANGS = /^(?:bash|sh|shell|zsh|fish|console|powershell|pwsh|ps1|cmd|bat)$/i;
const WHOLE_BACKTICKS = /^\s*`([^`\n]+)`\s*(.*)$/;

/** Fenced blocks of `lines`: an opening fence runs to the next bare fence of its kind. */
function fencesOf(lines: string[]): Fence[] {
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/.exec(lines[i]);
    if (!open) continue;
    const marker = open[1];
    let j = i + 1;
    while (j < lines.length && !(lines[j].trim().startsWith(marker[0].repeat(marker.length)) && /^[`~]+$/.test(lines[j].trim()))) j++;
    fences.push({ lang: open[2] ?? '', body: lines.slice(i + 1, j).join('\n'), at: i });
    i = j;
  }
  return fences;
}

/** `- key: `value`` lines (and `- key:` over a fence) of a generic `**Input:**` section. */
function inputList(lines: string[]): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const start = lines.findIndex((l) => l.startsWith('**Input:**'));
  if (start < 0) return args;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^\*\*(?:Result|Error):\*\*/.test(line.trim())) break;
    const inline = /^- ([\w.-]+): `(.*)`\s*$/.exec(line);
    if (inline) {
      args[inline[1]] = inline[2];
      continue;
    }
    const block = /^- ([\w.-]+):\s*$/.exec(line);
    if (block) {
      const fence = fencesOf(lines.slice(i + 1))[0];
      if (fence) args[block[1]] = fence.body;
    }
  }
  return args;
}

/** The status a tool's output states: an exit code, a tool error, a refusal. */
function statusOf(output: string, errorMarked: boolean): { ok?: boolean; error?: string } {
  const head = output.slice(0, 4096).trim();
  const exited = /Process exited with code (-?\d+)/.exec(head) ?? /^Exit code:? (-?\d+)/.exec(head);
  if (exited) {
    const ok = exited[1] === '0';
    const body = /\nOutput:\n([\s\S]*)/.exec(head)?.[1] ?? head.replace(/^Exit code:? -?\d+\s*/, '');
    return ok ? { ok } : { ok, error: body.trim() || `exit code ${exited[1]}` };
  }
  if (errorMarked || /^<tool_use_error>|^Error:|^Failed to /i.test(head) || DENIED_BY_USER.test(head)) return { ok: false, error: head || 'error' };
  return head ? { ok: true } : {};
}

/** The file a write tool's output names ("File created successfully at: x", "The file x has been updated"). */
function writtenIn(output: string): string | undefined {
  return (
    /File created successfully at:?\s+(\S.*?)\s*$/m.exec(output)?.[1] ??
    /^The file (\S.*?) has been (?:updated|created|written)/m.exec(output)?.[1] ??
    /^(?:Successfully )?(?:wrote|created|updated|modified|overwrote)(?: to)?(?: file)?:?\s+(\S+\.\w+)/im.exec(output)?.[1]
  );
}

const clean = (path: string) => path.replace(/^\.\//, '').trim();

/**
 * One tool block: `type` and `name` from its `<tool-use>` tag (empty for an old bare `<details>`),
 * `lines` everything between the tag and `</details></tool-use>`.
 */
export function parseToolBlock(type: string, name: string, lines: string[]): ParsedTool {
  const summaryAt = lines.findIndex((l) => /<summary>/.test(l));
  const summary = summaryAt >= 0 ? (/<summary>([\s\S]*?)<\/summary>/.exec(lines[summaryAt])?.[1] ?? '') : '';
  const body = lines.slice(summaryAt + 1).filter((l) => !/^\s*<\/?details>\s*$/.test(l));
  const fences = fencesOf(body);
  const args = inputList(body);
  const resultAt = body.findIndex((l) => l.startsWith('**') && /^\*\*(?:Result|Error):\*\*/.test(l.trim()));
  const errorMarked = resultAt >= 0 && body[resultAt].includes('Error');
  const tool = name || (/^Read file/.test(summary) ? 'read_file' : /^Listed/.test(summary) ? 'list_dir' : /search/i.test(summary) ? 'search' : 'tool');
  const lower = tool.toLowerCase();
  const kind = type || (lower === 'read_file' ? 'read' : 'search');

  // The command: in the summary (`**exec_command** `pwd``), a backticked line, or a shell fence.
  const summaryCode = /\*\*[^*]+\*\*\s*`([^`]+)`/.exec(summary)?.[1];
  // (Only the input, before the first fence, can name a command or a file in backticks.)
  const inputEnd = fences.length ? fences[0].at : body.length;
  let codeLine: RegExpExecArray | null = null;
  for (let i = 0; i < inputEnd && !codeLine; i++) codeLine = WHOLE_BACKTICKS.exec(body[i]);
  const shellFence = fences.find((f) => SHELL_LANGS.test(f.lang));
  // The output: the last fence that is not the input (a command, or a Write's content).
  const inputFence = kind === 'shell' || kind === 'bash' ? shellFence : kind === 'write' && name !== 'apply_patch' && fences.length > 1 ? fences[0] : undefined;
  const outputFence = [...fences].reverse().find((f) => f !== inputFence && (resultAt < 0 || f.at > resultAt));
  const output = outputFence?.body ?? '';

  let effects: ToolEffects;
  const answer = lower === 'askuserquestion' ? answerOf(body) : undefined;
  if (kind === 'shell' || kind === 'bash' || lower === 'run_terminal_cmd') {
    const command = summaryCode ?? (typeof args.command === 'string' ? args.command : undefined) ?? shellFence?.body ?? codeLine?.[1];
    effects = toolEffects('bash', command ? { command } : {});
  } else if (lower === 'apply_patch') {
    const files = [...body.join('\n').matchAll(/^\*\*(Add|Update|Delete|Move to)(?: File)?: `([^`]+)`\*\*/gm)];
    effects = { filesRead: [], filesWritten: files.map((m) => m[2]), commands: [] };
    const deleted = files.filter((m) => m[1] === 'Delete').map((m) => m[2]);
    if (deleted.length) effects.filesDeleted = deleted;
    const patch = patchDeletes(body.join('\n'));
    if (patch.length) effects.filesDeleted = [...new Set([...(effects.filesDeleted ?? []), ...patch])];
  } else if (kind === 'write') {
    const path = str(args.file_path) ?? str(args.path) ?? str(args.absolute_path) ?? writtenIn(output) ?? (codeLine ? clean(codeLine[1]) : undefined);
    const content = str(args.content) ?? (name === 'Write' || /^write/i.test(name) ? fences[0]?.body : undefined);
    effects = toolEffects('write', path ? { file_path: path, ...(content ? { content } : {}) } : {});
  } else if (kind === 'read' && !/fetch|web|url/i.test(lower)) {
    const path = str(args.file_path) ?? str(args.absolute_path) ?? str(args.path) ?? (codeLine ? clean(codeLine[1]) : undefined) ?? /^Read file:?\s+(.+)$/.exec(summary)?.[1];
    effects = toolEffects('read', path ? { file_path: clean(path) } : {});
  } else {
    effects = toolEffects(lower, args);
  }
  effects.filesRead = effects.filesRead.map(clean);
  effects.filesWritten = effects.filesWritten.map(clean);
  const status = statusOf(output, errorMarked);
  return { name: tool, effects, ...(output ? { output } : {}), ...status, ...(answer ? { answer } : {}) };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** "**Question?**" then "**Answer:** choice": the person's choice, told as extraction reads one. */
function answerOf(body: string[]): string | undefined {
  const given = body.map((l) => /^\*\*Answer:\*\*\s*(.+)$/.exec(l.trim())?.[1]).find(Boolean);
  if (!given) return undefined;
  const question = body.map((l) => /^\*\*(.+?)\*\*(?:\s*_\(select multiple\)_)?\s*$/.exec(l.trim())?.[1]).find((q) => q && !/^Answer:/.test(q));
  return `${ANSWERED_CHOICES} ${question ? `${question} → ` : ''}${given.trim()}`;
}
