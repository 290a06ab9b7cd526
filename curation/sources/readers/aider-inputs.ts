// Aider's `.aider.input.history` (prompt_toolkit's history file, beside the chat history): every
// input the person typed, each under a `# 2026-07-29 11:30:51.123456` line, its lines prefixed
// `+`. The chat history has no per-turn times; this file gives each input its own.
//
// Both files are written in the machine's local time with no zone. Lore reads both as UTC, so a
// session's times are consistent with each other and off by the writer's UTC offset at most.
import { existsSync } from 'node:fs';
import { visitTextLines } from '../lines.ts';
import type { Reporter } from '../report.ts';

export interface AiderInput {
  /** ISO instant (local time read as UTC). */
  time: string;
  text: string;
}

const STAMP = /^# (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)?\s*$/;

/** An Aider timestamp ("2026-07-29 11:30:09", optionally with fractions) as an ISO instant. */
export function aiderTime(date: string, time: string, fraction = ''): string | undefined {
  const ms = fraction ? `.${fraction.slice(1, 4).padEnd(3, '0')}` : '.000';
  const d = new Date(`${date}T${time}${ms}Z`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The inputs of the history file at `file`, in file order; none when it does not exist. */
export async function loadAiderInputs(file: string, report: Reporter): Promise<AiderInput[]> {
  if (!existsSync(file)) return [];
  const inputs: AiderInput[] = [];
  let current: { time: string; lines: string[] } | undefined;
  const flush = () => {
    if (current) inputs.push({ time: current.time, text: current.lines.join('\n') });
    current = undefined;
  };
  try {
    await visitTextLines(file, {
      line(text, line) {
        const stamp = STAMP.exec(text);
        if (stamp) {
          flush();
          const time = aiderTime(stamp[1], stamp[2], stamp[3]);
          if (time) current = { time, lines: [] };
          else report.warn(`unreadable input time "${text.slice(2)}"; the inputs under it get no time of their own`, line);
        } else if (text.startsWith('+')) {
          current?.lines.push(text.slice(1));
        } else if (text.trim()) {
          report.warn('line is neither a "# <time>" header nor a "+" input line; skipped', line);
        }
      },
      problem(problem) {
        report.lineProblem(problem);
      },
    });
  } catch (err) {
    report.warn(`cannot read the input history: ${err instanceof Error ? err.message : String(err)}; inputs get no times of their own`);
    return [];
  }
  flush();
  return inputs;
}

/** Finds the time of each chat input in the input history, walking both in order. */
export class InputClock {
  private next = 0;
  private readonly inputs: AiderInput[];
  constructor(inputs: AiderInput[]) {
    this.inputs = inputs;
  }

  /** The time `text` was typed, if the input history holds it at or after `since`. */
  timeOf(text: string, since: string): string | undefined {
    const wanted = text.trim();
    // (Confirmation answers, "y", are in the input history too, and inputs of other runs: look ahead a little.)
    for (let i = this.next; i < this.inputs.length && i < this.next + 64; i++) {
      const input = this.inputs[i];
      if (input.time < since) {
        if (i === this.next) this.next++;
        continue;
      }
      if (input.text.trim() === wanted) {
        this.next = i + 1;
        return input.time;
      }
    }
    return undefined;
  }
}
