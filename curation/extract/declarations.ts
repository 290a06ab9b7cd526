// What people declare rather than ask: who the agent is ("You are Spock"), who they are and how to
// address them ("I am The Admiral"), rules ("always run the tests"), and decisions ("let's use
// PostgreSQL for the database"). Stated by the person, these are the most reliable knowledge a
// session holds.
import { DECISION, REVERSAL } from './signals.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';

export interface Declaration {
  kind: 'agent-identity' | 'user-identity' | 'attribute' | 'rule' | 'decision';
  text: string;
  key?: string;
  value?: string;
  reversal: boolean;
}

const QUOTED = /["“']([^"”']{1,60})["”']/g;
const NAME = `["“]?([A-Z][\\w'’.-]*(?: [A-Z][\\w'’.-]*){0,3})["”]?`;

const AGENT_NAME = new RegExp(`^(?:hello[,!.]?\\s+)?(?:you are|you're|your name is|call yourself|i(?:'ll| will) call you|from now on you are)\\s+(?:called |named )?${NAME}`, 'i');
const USER_NAME = new RegExp(`^(?:i am|i'm|my name is|call me|address me as|you can call me)\\s+(?:called )?${NAME}`, 'i');
const EMOJI = /\bemoji\s+(?:is\s+)?["“]?([^"”\n.,]{1,40})["”]?/i;
// "Nature: …" / "Vibe: …" lines: attributes of whatever was just being defined.
const ATTRIBUTE_LINE = /^\s*(?:[-*]\s*)?\**([A-Z][A-Za-z ]{1,24}?)\**\s*:\s+(.{3,})$/;
// ("Also, make sure to notify me…", "You should be using the broadcast command to share status.")
const RULE = /^(?:(?:also|and|oh|ok(?:ay)?|btw|by the way|plus)[,!]?\s+)*(?:please\s+)?(?:always|never|don'?t|do not|make sure (?:to|you)|from now on|i (?:prefer|want you to|need you to|like|expect)|(?:you )?(?:must|should) (?:always|never|be using|use|call|run|send|ask|check)|you must)\b/i;
// "Also, make sure to…": how the rule was added to the conversation, not part of it.
const RULE_LEAD = /^(?:(?:also|and|oh|ok(?:ay)?|btw|by the way|plus)[,!]?\s+)+/i;

const DECISION_FORMS: [RegExp, (m: RegExpExecArray) => { key: string; value: string; old?: string }][] = [
  [/\bswitch(?:ing|ed)? (?:the |our )?(.+?) from (.+?) to (.+?)(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[1], old: m[2], value: m[3] })],
  [/\b(?:use|using|go with|going with) (.+?) instead of (.+?)(?: for (?:the |our )?(.+?))?(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[3] ?? m[2], old: m[2], value: m[1] })],
  [/\breplac(?:e|ing) (.+?) with (.+?)(?: for (?:the |our )?(.+?))?(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[3] ?? m[1], old: m[1], value: m[2] })],
  [/\b(?:let'?s|we(?:'ll| will| should| are going to)?|i(?:'ll| will)?|going to) (?:use|go with|adopt|pick|choose|stick with|standardi[sz]e on|settle on|keep) (.+?) (?:for|as) (?:the |our )?(.+?)(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[2], value: m[1] })],
  [/\b(?:we|i) (?:decided|chose|picked|agreed|settled) (?:to use |on |to go with |to adopt )?(.+?) (?:for|as) (?:the |our )?(.+?)(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[2], value: m[1] })],
  [/\bfor (?:the |our )?(.+?),? (?:let'?s|we(?:'ll| will)?|i(?:'ll| will)?) (?:use|go with|adopt|pick) (.+?)(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[1], value: m[2] })],
  [/\b(?:we|i) (?:use|are using|'re using) (.+?) for (?:the |our )?(.+?)(?:[,;.]|\s+(?:since|because|as)\b|$)/i, (m) => ({ key: m[2], value: m[1] })],
];

function tidy(s: string): string {
  return squash(s.replace(/^(?:the|our|a|an)\s+/i, '').replace(/[`*_"“”]/g, '')).replace(/[.!?]+$/, '');
}

/** The subject and choice of a decision sentence, when it has that shape. */
export function parseDecision(sentence: string): { key: string; value: string; old?: string } | undefined {
  for (const [pattern, build] of DECISION_FORMS) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    const d = build(m);
    const key = tidy(d.key);
    const value = tidy(d.value);
    if (!key || !value || key.length > 60 || value.length > 60) continue;
    return { key, value, old: d.old ? tidy(d.old) : undefined };
  }
  return undefined;
}

function names(text: string, first: string): string[] {
  const all = [first, ...[...text.matchAll(QUOTED)].map((m) => m[1])].map((n) => n.trim()).filter(Boolean);
  return [...new Set(all)].filter((n) => /^[A-Z]/.test(n) && n.split(/\s+/).length <= 4);
}

/** Declarations in one prompt, in order. */
export function findDeclarations(prompt: string): Declaration[] {
  const text = stripMarkdown(prompt);
  const out: Declaration[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const attr = ATTRIBUTE_LINE.exec(line);
    if (attr && !/^(?:https?|note|ps|edit|update|error|warning)$/i.test(attr[1].trim()) && !DECISION.test(attr[2]) && !REVERSAL.test(line)) {
      out.push({ kind: 'attribute', key: attr[1].trim(), value: shorten(attr[2].trim(), 300), text: shorten(line, 320), reversal: false });
      continue;
    }
    for (const sentence of sentences(line)) {
      const agent = AGENT_NAME.exec(sentence);
      if (agent && !/^(?:a|an|the|not|right|wrong|welcome|correct|sure)\b/i.test(agent[1])) {
        const list = names(sentence, agent[1]);
        out.push({ kind: 'agent-identity', key: 'Name', value: list[0], text: shorten(sentence, 300), reversal: false });
        const emoji = EMOJI.exec(sentence);
        if (emoji) out.push({ kind: 'attribute', key: 'Emoji', value: emoji[1].trim(), text: shorten(sentence, 300), reversal: false });
        continue;
      }
      const user = USER_NAME.exec(sentence);
      if (user && !/^(?:a|an|the|not|trying|going|sure|sorry|here|done|back|using|working)\b/i.test(user[1]) && /["“]|^(?:call me|address me as|my name is)/i.test(sentence)) {
        out.push({ kind: 'user-identity', key: 'Name', value: names(sentence, user[1]).join(' / '), text: shorten(sentence, 300), reversal: false });
        continue;
      }
      const decision = parseDecision(sentence);
      if (decision && (DECISION.test(sentence) || REVERSAL.test(sentence) || /\b(?:we|i) (?:use|are using)\b/i.test(sentence))) {
        out.push({ kind: 'decision', key: decision.key, value: decision.value, text: shorten(sentence, 300), reversal: REVERSAL.test(sentence) || Boolean(decision.old) });
        continue;
      }
      if (RULE.test(sentence) && sentence.length >= 12 && !sentence.endsWith('?')) {
        const rule = sentence.replace(RULE_LEAD, '');
        out.push({ kind: 'rule', text: shorten(rule.charAt(0).toUpperCase() + rule.slice(1), 300), reversal: false });
      }
    }
  }
  return out;
}
