// A choice among options the agent laid out: the person answers "B", "1 and 4", "方案B", "the
// second" to a list, table or headings of options. The claim records the options picked, in the
// agent's words, not the bare "i like 1 and 4".
import type { ClaimDraft, ClaimRule } from '../types.ts';
import type { Unit } from '../../text/units.ts';
import { personMessage, personSource } from '../person.ts';
import { isQuestion, plain, slotKey } from '../features.ts';
import { rowText } from './agent-findings.ts';
import { own } from '../../lib/own.ts';

const ORDINALS: Record<string, string> = {
  first: '1', second: '2', third: '3', fourth: '4', fifth: '5', last: 'last',
  第一: '1', 第二: '2', 第三: '3', 第四: '4', 第五: '5', 一: '1', 二: '2', 三: '3', 四: '4',
  erste: '1', zweite: '2', dritte: '3', premier: '1', première: '1', deuxième: '2', primero: '1', segundo: '2', первый: '1', второй: '2', третий: '3',
};
/** A pick in a short answer: "B", "b+c", "1 and 4", "option 2", "方案B", "选2", "第二个". */
const PICK = /(?:^|[^\p{L}\p{N}])(?:(?:option|opción|opção|variante|вариант|方案|选项|選項|选|選|案)\s*)?([A-Ha-h]|\d{1,2})(?=$|[^\p{L}\p{N}]|[个個号號案])|(first|second|third|fourth|fifth|last|第[一二三四五]|erste|zweite|dritte|premier|première|deuxième|primero|segundo|первый|второй|третий)/giu;
/** Longest answer still read as a pick rather than a message of its own (a pasted error with
 * numbers in it picks nothing), and as much for a message that names its option ("option B…"). */
const MAX_PICK_LENGTH = 60;
const MAX_NAMED_PICK_LENGTH = 200;
/** A pick said as a question is no longer than this ("B?", "方案2？"). */
const MAX_BARE_PICK = 8;
const NAMES_OPTION = /\b(?:option|variant|variante|choice|opción|opção|вариант)\b|方案|选项|選項|案/iu;

export function optionsOf(units: Unit[]): Map<string, Unit> {
  const out = new Map<string, Unit>();
  for (const u of units) {
    if (!u.marker || (u.kind === 'item' && u.depth > 0)) continue;
    if (!out.has(u.marker)) out.set(u.marker, u);
  }
  return out;
}

export function picksIn(message: string): string[] {
  const out: string[] = [];
  for (const m of message.matchAll(PICK)) {
    const label = m[1] ? m[1].toLowerCase() : own(ORDINALS, m[2].toLowerCase());
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}

export const optionPick: ClaimRule = {
  name: 'option-pick',
  description: 'The options the person picks from those the previous answer laid out.',
  run(ex) {
    const previous = ex.previous?.final;
    const message = personMessage(ex);
    if (!previous || !message || message.length > (NAMES_OPTION.test(message) ? MAX_NAMED_PICK_LENGTH : MAX_PICK_LENGTH) || message.includes('\n')) return [];
    // A question with numbers in it asks ("can I run 2 windows, 1 local and 1 in the container?");
    // only a bare pick may end in a question mark ("B?").
    if (isQuestion(message) && message.replace(/[\s?？]+$/u, '').length > MAX_BARE_PICK) return [];
    const options = optionsOf(previous.units);
    if (options.size < 2) return [];
    const labels = picksIn(message)
      .map((l) => (l === 'last' ? [...options.keys()].pop()! : l))
      .filter((l) => options.has(l));
    if (!labels.length) return [];
    const picked = labels.map((l) => options.get(l)!);
    const value = picked.map((u) => plain(u.kind === 'row' ? rowText(u) : u.text)).join('; ');
    const heading = picked[0].heading ?? ex.previous?.parts.own ?? '';
    const claim: ClaimDraft = {
      ...personSource(ex),
      kind: 'decision',
      text: message,
      salience: 0.85,
      slot: slotKey(heading) || undefined,
      value: value.slice(0, 400),
      relation: 'picks',
    };
    return [claim];
  },
};
