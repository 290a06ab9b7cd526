// The agent turns of older SpecStory files (the editor extension, before `<tool-use>` tags): the
// turn is cut into pieces by `---` lines, and a piece that is a tool's trace rather than prose is
// read as a tool call: `Read file: path`; a shell fence (the command) followed by a bare fence
// (its output) or `Cancelled`; a piece that is one fence and nothing else (an edit's diff);
// `Cancelled` alone (a call the person stopped).
import type { TurnItem } from './specstory.ts';

const SHELL_FENCE = /^```(?:bash|sh|shell|zsh|fish|console|powershell|pwsh|ps1|cmd|bat)\s*$/i;
const CANCELLED = ['**Error:**', '```', 'cancelled by the user', '```'];

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start].trim()) start++;
  while (end > start && !lines[end - 1].trim()) end--;
  return lines.slice(start, end);
}

/** Index of the line closing the fence opened at `at`, or -1. */
function closing(lines: string[], at: number): number {
  const marker = /^(`{3,}|~{3,})/.exec(lines[at].trim())?.[1] ?? '```';
  for (let j = at + 1; j < lines.length; j++) if (lines[j].trim() === marker) return j;
  return -1;
}

function pieceItem(piece: string[], line: number): TurnItem {
  if (piece.length === 1) {
    const read = /^Read file:\s*(.+)$/.exec(piece[0].trim());
    if (read) return { kind: 'tool', type: 'read', name: 'read_file', line, lines: [`<summary>Read file: ${read[1]}</summary>`] };
    if (piece[0].trim() === 'Cancelled') return { kind: 'tool', type: 'unknown', name: 'cancelled', line, lines: CANCELLED };
  }
  if (SHELL_FENCE.test(piece[0].trim())) {
    const close = closing(piece, 0);
    const rest = close < 0 ? [] : trimBlank(piece.slice(close + 1));
    const output = rest.length >= 2 && /^(`{3,}|~{3,})\s*$/.test(rest[0].trim()) && closing(rest, 0) === rest.length - 1;
    if (close > 0 && (rest.length === 0 || output || (rest.length === 1 && rest[0].trim() === 'Cancelled'))) {
      const cancelled = rest.length === 1;
      return { kind: 'tool', type: 'shell', name: 'run_terminal_cmd', line, lines: [...piece.slice(0, close + 1), ...(cancelled ? CANCELLED : rest)] };
    }
  }
  if (/^(`{3,}|~{3,})/.test(piece[0].trim()) && closing(piece, 0) === piece.length - 1) {
    return { kind: 'tool', type: 'edit', name: 'edit_file', line, lines: ['<summary>Edit</summary>', ...piece] };
  }
  return { kind: 'text', line, lines: piece };
}

export function oldStyleItems(items: TurnItem[]): TurnItem[] {
  const out: TurnItem[] = [];
  for (const item of items) {
    if (item.kind !== 'text') {
      out.push(item);
      continue;
    }
    let piece: string[] = [];
    let pieceLine = item.line;
    const flush = () => {
      const lines = trimBlank(piece);
      const offset = piece.findIndex((l) => l.trim());
      if (lines.length) out.push(pieceItem(lines, pieceLine + Math.max(0, offset)));
      piece = [];
    };
    item.lines.forEach((text, i) => {
      if (text.trim() === '---') {
        flush();
        pieceLine = item.line + i + 1;
      } else piece.push(text);
    });
    flush();
  }
  return out;
}
