// What an investigation found on the way, when it never reached an answer: the agent's progress
// notes ("平台确认这个 job 已经失败：运行了约 14 小时", "这些 SSH 别名当前端口都没通"). A session that
// ended mid-search leaves only these; without them the article says "unresolved" and nothing of
// what was ruled out.
import type { Source } from '../schema/article.ts';
import type { Session } from '../schema/session.ts';
import { containsCjk, displayWidth, sentences, stripMarkdown, textKey } from '../lib/text.ts';
import type { Exchange } from './exchanges.ts';
import { sourceOf } from './subject-parts.ts';

/** At most this many notes: the steps of a search, not its every command. */
export const MAX_NOTES = 10;

// A sentence that says what the agent is about to do, not what it found: "我先查一下…", "Let me
// check…", "次に…を確認します".
const PLAN = /^(?:(?:ok|okay|好的?|对|是的|はい)[,，、。!！]?\s*)?(?:我(?:会|先|现在|接下来|再|来|准备|打算|需要|要|改用|继续)|下一步|接下来|然后|I'll|I will|I'm going to|I am going to|I need to|Let me|Let's|Now (?:I|let)|Next,? I|First,? I|Then I|次に|まず|これから|Vou |Agora vou )/i;
// "…，所以我现在直接查平台实时状态": the clause after a finding that turns to the next step.
const TURN_TO_PLAN = /(?:[，,；;]\s*|\s+)(?:所以|因此|于是|然后)?我(?:会|先|现在|改用|再|继续|准备)[^。！？]*[。！？]?$|[,;]\s*so (?:I'll|I will|let me)[^.!?]*[.!?]?$/i;

// The agent's account of its own tools rather than of the subject: "我找到了 qzcli 和本地 job 记录",
// "…但刚才输出太长被截断了", "I found the config", "the output was truncated".
const OWN_PROCESS = /被截断|输出太长|output (?:was |got )?(?:cut|truncated)|^(?:我|本地记录里)?(?:找到了|看到了)|^I (?:found|can see|located)\b/i;

// A note about the moment ("日志接口这次读超时了", "当前工作目录基本是空的", "the API timed out this
// time") that names no tool, file or host: it says how the search went, not what it found.
const MOMENT = /这次|这一次|本次|当前工作目录|工作目录(?:基本)?是空|今回|this time|right now|at the moment|current(?:ly)? (?:working )?directory|the working directory/i;
function namesSomething(s: string): boolean {
  return containsCjk(s) ? /[A-Za-z][\w.-]{2,}/.test(s) : /[\w-]+[._/][\w./-]+|\b[a-z]+[A-Z]\w*|\d/.test(s);
}

/** The first sentence of each progress note that says what was found, cited to its reply. */
export function progressNotes(session: Session, exchanges: Exchange[]): { text: string; source: Source }[] {
  const out: { text: string; source: Source }[] = [];
  const seen = new Set<string>();
  for (const ex of exchanges) {
    // (An answer the turn finished is the answer, told as its key facts; only what came before it,
    // or a whole interrupted turn, is on the way.)
    const answer = new Set(ex.interrupted ? [] : (ex.answerParts ?? []));
    for (const reply of ex.replies) {
      if (answer.has(reply) || (ex.harnessAt && reply.time >= ex.harnessAt && !ex.interrupted)) continue;
      const found = sentences(stripMarkdown(reply.text).replace(/\s+/g, ' '))
        .map((s) => s.replace(TURN_TO_PLAN, (m) => (/[。！？]/.test(m) || /[\u3000-\u9fff]/.test(m) ? '。' : '.')).trim())
        .find((s) => !PLAN.test(s) && !OWN_PROCESS.test(s) && !(MOMENT.test(s) && !namesSomething(s)) && displayWidth(s) >= 16 && !/[?？]$/.test(s));
      if (!found) continue;
      const key = textKey(found);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: found, source: sourceOf(session, reply.time, 'assistant', found) });
    }
  }
  // (The latest notes say where the search stood when it stopped.)
  return out.slice(-MAX_NOTES);
}
