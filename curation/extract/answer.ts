// Reads an agent's answer the way a librarian skims it: the verdict and first informative
// sentences make the summary; tables, labelled bullets and sentences that decide, limit or explain
// make the key facts; closing offers become follow-ups and closing questions open questions.
import { parseBlocks, type Block } from './blocks.ts';
import { renameRows, type Renamed } from './rename-table.ts';
import { ARCHITECTURE, CLARIFICATION, DECISION, HEDGE, LIMITATION, META_SENTENCE, OFFER } from './signals.ts';
import { containsCjk, displayWidth, endSentence, joinSentences, sentences, shorten, squash, stripMarkdown, textKey, tokenize } from '../lib/text.ts';
import { memoize } from '../lib/memo.ts';
import type { KnowledgeType } from '../schema/article.ts';

export interface AnswerFact {
  /** A row of a table (options compared side by side, figures). */
  fromTable?: boolean;
  /** Which table of the answer the row is in (0, 1, …): each table is cut on its own. */
  table?: number;
  /** A row of a table of decisions: a later such table restates and replaces it. */
  decisionRow?: boolean;
  text: string;
  type: KnowledgeType;
  key?: string;
  value?: string;
  score: number;
  hedged: boolean;
  /** The heading the fact stands under: facts are spread across sections when they are cut. */
  section?: string;
}

export interface AnswerDigest {
  summary: string;
  facts: AnswerFact[];
  offers: string[];
  questions: string[];
  outline: string[];
  /** What the answer says under each outline heading, in a sentence (keyed by the heading). */
  gists: Record<string, string>;
  /** The answer mostly asks back instead of answering. */
  clarification: boolean;
  /** Plain-text length of the answer's prose. */
  length: number;
  /** The summary is a table's first rows (figures), not a sentence. */
  summaryFromTable: boolean;
  /** The summary is the answer's own marked conclusion or recommendation. */
  concluded: boolean;
  /** Subjects of the rows of a table of decisions ("最终决策汇总", a "Decision" column). */
  decisionTable?: string[];
  /** Identifiers a table renames or removes (`extract/rename-table.ts`). */
  renamed: Renamed[];
  /** The heading the answer opens with, when it names the subject. */
  heading?: string;
  /** The first non-generic heading anywhere near the top, a weaker title candidate. */
  firstHeading?: string;
  /** A numbered procedure ("how to add a skill"), kept whole. */
  steps: string[];
  /** Numbered questions the agent asked ("1. Regex or parser? 2. …"): the person's "For 1. …" answers them. */
  numberedQuestions: string[];
  /** What the agent says it could not check ("没法在本机完成真实 bun install/bun run build 验证"). */
  unverified: string[];
}

const VERDICT = /^(?:yes|no|short answer|tl;?dr|in short|bottom line|verdict)\b/i;
const SUMMARY_SECTION = /^(?:summary|tl;?dr|in short|bottom line|conclusion|verdict|overview|the short answer|short answer)\b/i;

// Status emoji in tables carry meaning: keep it as a word.
const EMOJI_WORDS: [RegExp, string][] = [
  [/✅|✔️?|☑️?/gu, 'yes'],
  [/❌|✖️?|⛔/gu, 'no'],
  [/🔜/gu, 'soon'],
  [/⚠️?/gu, 'caution'],
  [/🟢/gu, 'good'],
  [/🟡/gu, 'fair'],
  [/🔴/gu, 'poor'],
];

/** A table cell: status emoji become words ("✅" → "yes"). */
function cellText(s: string): string {
  let t = squash(stripMarkdown(s));
  // A status emoji alone says something ("✅" is "yes"); beside words, the words say it ("⚠️ Partial"
  // is "Partial", "✅ Completely free" is "Completely free").
  const bare = t.replace(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D)/gu, '').trim();
  if (/\p{L}{2,}/u.test(bare)) return clean(bare).replace(/(\d)\*+$/, '$1');
  for (const [re, word] of EMOJI_WORDS) t = t.replace(re, ` ${word} `);
  return clean(t).replace(/(\d)\*+$/, '$1');
}

// A section's verdict, given as a field ("**Clear viability: ⚠️ Moderate risk**"): said after its
// opening sentence, it is what a reader of the outline wants.
const SECTION_VERDICT = /^(?:[\w ]{0,20}\s)?(?:viability|verdict|risk|recommendation|recommended|status|feasibility|bottom line|result)\s*[:：]\s*\S/i;

/**
 * What the answer says under each of its headings (those in `outline`), in a sentence: the first
 * sentence of the first paragraph or list item below it, and its verdict field when it has one
 * ("Session State: Full conversation transcripts…; Clear viability: Moderate risk"). A bare list of
 * section names says what was covered, not what was said.
 */
const LEAD_IN = /\b(?:the following|as follows|below)\b|以下|下記|如下|次の(?:通り|とおり)/i;
const GENERIC_LABEL = /^(?:what it is|what it does|description|overview|summary|概要|説明|简介)\s*[:：]\s*/i;

/** A heading as the outline lists it, its number kept in one form: "1) Git History" is "1. Git History". */
const outlineEntry = (heading: string) => heading.replace(/^(\d+)[.)]\s*/, '$1. ');

function headingGists(blocks: Block[], outline: Set<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind !== 'heading') continue;
    const key = outlineEntry(clean(block.text));
    if (!outline.has(key) || out[key]) continue;
    let opening = '';
    let verdict = '';
    // (The first few paragraphs and items under the heading say it, if anything does.)
    let read = 0;
    for (let j = i + 1; j < blocks.length && blocks[j].kind !== 'heading' && read < 8 && !(opening && verdict); j++) {
      const b = blocks[j];
      const texts = b.kind === 'paragraph' || b.kind === 'quote' ? [b.text] : b.kind === 'list' ? b.items.slice(0, 8 - read) : [];
      read += Math.max(1, texts.length);
      for (const t of texts.map(clean)) {
        if (!verdict && SECTION_VERDICT.test(t) && t.length <= 120) verdict = t.replace(/[.。]$/, '');
        // (Not a lead-in to what follows, "setup.sh と run.sh で以下を共通で扱う"; not the label
        // every section repeats, "What it is:".)
        else if (!opening && t.length >= 12 && !/[:：]$/.test(t) && !LEAD_IN.test(t)) opening = (sentences(t)[0] ?? '').replace(GENERIC_LABEL, '');
      }
    }
    const gist = [opening, verdict].filter(Boolean).map((x) => x.replace(/[.;。]$/, '')).join('; ');
    if (gist) out[key] = shorten(gist, 220);
  }
  return out;
}

// The same list item or paragraph is cleaned several times over (facts, summary, leads): once is enough.
const clean = memoize(cleanOnce, 4000);

function cleanOnce(s: string): string {
  return squash(stripMarkdown(s))
    // A receipt's identifier, "(Slack timestamp: 1774043812.740759)", "(request id: 7f3a…)": true of
    // that one call, useless later.
    .replace(/\s*\((?:[\w ]{0,20}?\s)?(?:timestamp|ts|id|request id|message id|trace id)\s*[:=]\s*[\w.:-]{8,}\)/gi, '')
    .replace(/^(?:(?:great|good|excellent|interesting|fair) (?:question|point)\s*[—–:,!.-]+\s*)/i, '')
    .replace(/^(?:好的?|嗯|行|ok(?:ay)?|alright|great|perfect|sure|got it|了解です?|はい)\s*[，,!！。.、—–-]\s*/i, '')
    // "Agreed: FirstAvailable requests skip the quota check": the agreement is the conversation's.
    .replace(/^(?:agreed|understood|noted|confirmed|同意|明白|承知しました|entendido)\s*[:：,，!！.。—–-]\s*(?=\S)/i, '')
    // Acknowledgements before the content: "好思路，…", "Good idea — …", "おっしゃる通り、…".
    .replace(/^(?:好思路|好主意|好问题|好想法|说得对|你说得对|明白了?|没问题|有道理|(?:good|great|nice) (?:idea|call|catch|point)|makes sense|おっしゃる通り(?:です)?|いい(?:アイデア|質問)ですね|boa (?:ideia|pergunta))\s*[，,!！。.、:：—–-]\s*/i, '')
    .replace(/^(?:you(?:'re| are) (?:absolutely |quite )?right(?: to (?:point that out|ask|flag (?:that|this)))?)\s*[，,!！。.、:：—–-]\s*/i, '')
    // A turn's sign-off before its report ("Done. Here's what I fixed in X: …", "Done. I've
    // added: …"): the report, told as what was done ("Fixed in X: …", "Added: …").
    .replace(/^(?:all )?(?:done|set|finished|fixed)[.!]\s+(?=\S)/i, '')
    .replace(/^here(?:'s| is) what (?:I|we) (did|fixed|changed|added|updated|removed|created|implemented)\b\s*/i, (_, verb: string) => `${verb === 'did' ? 'Done' : verb.charAt(0).toUpperCase() + verb.slice(1)} `)
    .replace(/^(?:I|we)(?:'ve| have) (?:now |also )?(added|created|fixed|updated|changed|removed|implemented|written|moved|renamed|refactored|replaced|rewritten)\b/i, (_, verb: string) => verb.charAt(0).toUpperCase() + verb.slice(1))
    // Decoration before the text (emoji, dashes, arrows), never a path's leading "." or "~".
    .replace(/^(?:[\s—–•→:;,!*#>|]|\p{Extended_Pictographic}|\uFE0F)+/u, '')
    .replace(/^(Done|Fixed|Changed|Added|Updated|Removed|Created|Implemented) :/, '$1:')
    .trim();
}

/** The agent talking about its own next steps ("Let me check…", "我再看一下…") is not knowledge. */
const AGENT_INTENT = /^(?:let me|let's see|let'?s (?:explore|look|dig|break|walk|go through|take a (?:look|closer look)|start|begin|unpack|review)\b|i'll|i will|i'm going to|i am going to|i need to|next,? i|now,? i|first,? i|i(?:'ve| have) (?:now )?(?:checked|read|looked|reviewed)|i can see|i see)\b|^(?:我再|我先|让我|我来|我会|我将|我这边|我现在|下面我|接下来我|我已经|我看|まず|次に|では)|(?:してみます|確認します|見てみます)[。.]?$|^(?:vou |deixa eu |agora vou )|(?:返します|まとめます|整理します)[。.]?$/i;

/** A verdict too short to stand alone, with its qualification: "会，但要分场景。", "Yes, but it depends." */
const SHORT_VERDICT = /^(?:(?:会|不会|可以|不可以|能|不能|是的?|不是|有|没有|对|不对)[，,]?\s*(?:但|不过|要看|取决于|分)[^。.!?]{0,14}|(?:yes|no|mostly|partly|sometimes),?\s+(?:but\s+)?(?:it\s+)?(?:depends|not always|with (?:a|one) caveat)[^.!?]{0,30}|(?:はい|いいえ)[、,]?\s*(?:ただし|ただ)[^。]{0,14}|(?:場合による|ケースによる))[。.!！]?$/i;

/** The sentence that hands over to a report below it ("結果を整理して返します。", "Here's a summary:"). */
const REPORT_AHEAD = /(?:(?:結果|内容|変更(?:点)?)を?(?:整理|まとめ)(?:して)?(?:返|報告|共有)?します|まとめます|報告します|返します|总结如下|汇总如下)[。.:：]?$|^(?:here(?:'s| is)|below is) (?:a |the |my )?(?:summary|recap|report|rundown|overview)\b[^.]*[:.]?$/i;

/** Status lines that say a turn ended, not what it found ("The task is complete.", "実装は完了しています。"). */
const STATUS_LINE =
  /^(?:(?:the |this |my )?(?:task|work|implementation|change|fix)s? (?:is|are|has been|have been) (?:now )?(?:complete|completed|done|finished)\b|(?:the |this )?[\w-]+ (?:is|has been) (?:now )?(?:complete|completed|done|finished)[.!]?$|all done\b|(?:the )?working tree is (?:now )?clean\b|(?:the |this )?(?:project|repo(?:sitory)?|codebase) already has (?:a |an )?(?:\w+ )?(?:analysis|document|doc|write-?up|report|overview)[.!]?$|everything is (?:now )?(?:done|in place|committed)\b)|^(?:実装|対応|作業|修正)(?:は|が)?(?:すべて)?完了(?:して(?:い)?ます|しました)|^(?:已经?|都)?(?:完成|搞定)了?[。.]?$|^(?:实现|修改|任务)已(?:经)?完成/i;

// A sentence that points at what follows ("以下をすべて満たしたときだけ追記します。", "The check
// passes only when the following hold.") says nothing without it. (Not "10以下", "less than 10".)
const POINTS_AHEAD = /(?<![\d０-９][\p{L}%]{0,4})(?:以下|下記|如下|下列|下面(?:的|这|几))|次の(?:\S{0,6})(?:を|が|に|の場合)|\b(?:the following|as follows|listed below|shown below|see below)\b/iu;

/** "Approaches: In-Session Timer Extension; File-Based External Trigger; …", for two or more. */
const KEY_SECTION = /\b(?:(?:key |main |important )?(?:design )?decisions?|risks?(?: assessment)?|trade-?offs?|caveats?|gotchas?|pitfalls?|limitations?|constraints?)\b|决策|风险|注意事项|決定|リスク|注意点|decisões|riscos/i;

function sectionFacts(sections: Map<string, string[]>): AnswerFact[] {
  const plural = (k: string) => (/[a-z]$/i.test(k) ? (/(?:ch|sh|s|x)$/i.test(k) ? `${k}es` : `${k}s`) : k);
  // (A section told twice, "Foundation - Create Directory Structure" then "Foundation", is listed once.)
  const distinct = (names: string[]) => {
    const keys = names.map(textKey);
    return names.filter((_, i) => keys.indexOf(keys[i]) === i && !keys.some((k) => k !== keys[i] && k.includes(keys[i])));
  };
  // Each kind at the heading level it is most often at: the plan's phases, not a sub-heading numbered like one.
  const best = new Map<string, string[]>();
  for (const [key, names] of sections) {
    const kind = key.split('\u0000')[0];
    if ((best.get(kind)?.length ?? 0) < names.length) best.set(kind, names);
  }
  return [...best]
    .map(([kind, names]) => [kind, distinct(names)] as const)
    .filter(([, names]) => names.length >= 2)
    .map(([kind, names]) => ({ text: shorten(`${plural(kind)}: ${names.join('; ')}`, 600), type: 'fact' as const, score: 3, hedged: false }));
}

/** A label with nothing after it ("結論: —", "**Status**: -") says nothing. */
function isEmptyLabel(text: string): boolean {
  return /^[^:：]{1,40}[:：][\s—–\-.。…·]*$/.test(text.trim());
}

/** A verdict that names nothing ("結論: いいえ。", "Answer: Yes.", "結論: 削除しました。"): true only beside its question. */
function isBareVerdict(text: string): boolean {
  const m = CONCLUSION.exec(text.trim()) ?? /^(?:answer|result|回答|答え|回答は|答案)\s*[:：]\s*/i.exec(text.trim());
  if (!m) return false;
  const rest = text.trim().slice(m[0].length).replace(/[.。!！]+$/, '').trim();
  return /^(?:(?:that|this|it)(?:'s| is) (?:expected|normal|correct|fine)|(?:yes|no|correct|incorrect|done|fixed|deleted|removed|confirmed|not needed)|(?:(?:その|この|それ|これ)(?:挙動|動作|結果|状態|設定)?は)?(?:正常|問題ありません|大丈夫)(?:です)?|はい|いいえ|同じ(?:では|じゃ)ありません|違います|異なります|不一样|不相同|不同|不要(?:です)?|必要(?:です)?|(?:削除|完了|対応|修正)しました|可以|不可以|是的?|不是|对|不对|不需要|正常|sim|não)$/i.test(rest);
}

/** Advice to whoever reads the answer ("Add more examples to the table as needed."), not knowledge. */
const ADVICE_TO_READER = /\b(?:as needed|if needed|as you see fit|feel free to|whenever you like|as you like)\b[.!]?$/i;

/** The agent reporting its own readiness ("Based on my exploration, I can now design…", "Now I have a comprehensive understanding"). */
const AGENT_READY = /\b(?:I can now|I now have|now I have|I(?:'ve| have) (?:now )?(?:a |an )?(?:comprehensive|complete|good|clear|full|solid|thorough) (?:understanding|picture|view|overview))\b/i;

/** The agent praising its own work ("O projeto está estruturado em nível profissional para competir com Hakko.ai"). */
const SELF_PRAISE = /\b(?:(?:est[áa]|foi|is|was|are|were|now) (?:\w+ )?(?:estruturad[oa]s?|constru[íi]d[oa]s?|built|designed|structured|ready)\b.{0,40}(?:n[íi]vel profissional|professional(?:[- ]grade| level)|production[- ]ready|enterprise[- ]grade|world[- ]class|para competir|to compete))/i;

/** The agent's own sandbox ("我这边环境当前没有安装 bun", "my environment has no network"): not the project's. */
const AGENT_ENVIRONMENT = /我这边(?:的)?环境|我(?:的|这里的?)环境|私の環境|こちらの環境|\bmy (?:environment|sandbox|machine)\b|\bin (?:this|my) sandbox\b|meu ambiente/i;

/** A sentence that introduces what a document it wrote contains ("Created X covering:", "Wrote the guide, which includes:"). */
const CONTENTS_LEAD = /^(?:created|wrote|updated|added|generated|criei|escrevi)\b.*\b(?:covering|covers|including|includes|containing|contains|with sections?(?: on| for)?|cobrindo|com)\s*[:：]?\s*$/i;

/** "但没有 Pod 时，不会…", "But it fails when…": a fact stands alone, without the word that tied it to the sentence before. */
function withoutConnective(text: string): string {
  // ("したがって、CODEX_HOME を…" and "Therefore, …" lean on the sentence before; alone, they state.)
  // (A Latin one is a word of its own: "So-called" keeps its "So".)
  const stripped = text.replace(/^(?:(?:但是?|不过|而且|并且|另外|因此|所以|したがって|そのため|なので|つまり)[,，、]?\s*|(?:also|but|however|plus|therefore|thus|hence|so)(?:,\s*|\s+))(?=\S)/i, '');
  return stripped === text ? text : capitalise(stripped);
}

/** The agent saying it could not check what it answered: the answer is unverified. */
const UNVERIFIED = /(?:没法|无法|未能|不能)[^。；;]{0,60}(?:验证|测试|确认)|(?:検証|確認|テスト)(?:でき(?:ていません|ません|なかった)|していません)|\b(?:could(?:n'?t| not)|unable to|did(?:n'?t| not)|was not able to) (?:verify|test|run|build|check|confirm|install)\b|não (?:consegui|foi possível) (?:verificar|testar|executar)/i;

/** The agent telling how its own work went ("The file was corrupted during my earlier edits, so I rewrote it"). */
const PROCESS_NARRATION = /\bmy (?:earlier|previous|last|first|own) (?:incremental )?(?:edits?|attempts?|changes?|runs?|tries)\b|\bI (?:had to|rewrote|re-?ran|retried|accidentally|mistakenly|broke|messed up)\b/i;

/** The agent saying it made something ("I've created a detailed guide", "Criei uma análise…"). */
const BARE_DELIVERY = /^(?:I(?:'ve| have)? (?:created|written|wrote|made|prepared|put together|added)|Criei|Fiz|Preparei|Elaborei|Creé|Hice|Preparé|我(?:已经)?(?:创建|写|做|准备)了)/i;

/** The agent telling the person what they did ("You created issue #103: …"): they know. */
// ("You want the website files to live outside the main repo…" retells the question, too.)
const RETELLING = /^you (?:created|asked|opened|said|wanted|want|mentioned|requested|posted|wrote|commented|'re asking|are asking|'d like|would like)\b/i;
// The agent telling how the conversation itself went ("it treated your latest comment as the
// prompt", "Issue #105 got answered", "the parent issue lost its context"): why a reply went
// astray, not knowledge of the subject, and often wrong about what the transcript shows.
const CONVERSATION_MECHANICS = /\b(?:treated|took|read) your (?:latest |last |previous |new )?(?:comment|message|reply)\b|\b(?:issue|thread|conversation) (?:#\d+ )?(?:got|was) answered\b|\blost (?:its|the|my) context\b|\bgoing back to (?:the|your) original question\b|\b(?:for you )?(?:above|earlier) in this (?:session|conversation|thread|issue)\b/i;

/** Advice for the moment, not knowledge: "推奨: そのまま ./.devenv/setup.sh を再実行", "Just run it again". */
const RERUN_ADVICE = /再実行|もう一度(?:実行|試)|re-?run\b|run (?:it|this|that|the \S+) again|try again|重新(?:运行|执行)|再试一次|rode (?:de )?novo|execute novamente/i;

/** A probe's raw output ("チェック結果: pwd_ok=true; serena_enable=true; python3=true"): key=value pairs, no statement. */
function isProbeOutput(text: string): boolean {
  const parts = text.replace(/^[^:：]{1,30}[:：]\s*/, '').split(/;\s*|,\s+/).filter(Boolean);
  return parts.length >= 3 && parts.filter((p) => /^[\w.-]+=\S+$/.test(p.trim())).length >= parts.length * 0.6;
}

/** A label with only a status after it ("Feature 007 Breakdown: Complete", "Build: ✅"): the turn's end, not a fact. */
function isStatusOnly(text: string): boolean {
  return /^[^:：]{2,60}[:：]\s*(?:✅|✔️?|☑️?\s*)?(?:complete|completed|done|finished|ok|success(?:ful)?|passed|pass|完了|完成|已完成|concluído|pronto)?\s*[.!。✅]*$/i.test(text.trim()) && !/[:：]\s*$/.test(text.trim());
}

function informative(sentence: string): boolean {
  const s = sentence.trim();
  if (AGENT_READY.test(s) || ADVICE_TO_READER.test(s) || SELF_PRAISE.test(s) || AGENT_ENVIRONMENT.test(s) || PROCESS_NARRATION.test(s)) return false;
  if ((RERUN_ADVICE.test(s) && displayWidth(s) < 90) || isProbeOutput(s) || isStatusOnly(s) || RETELLING.test(s) || CONVERSATION_MECHANICS.test(s)) return false;
  // "Criei uma análise detalhada de custos." says a thing was made, not what it says.
  if (BARE_DELIVERY.test(s) && s.split(/\s+/).length <= 10 && !/[\w-]+\.[a-z]{1,5}\b|\d/i.test(s)) return false;
  // A short exclamation ("Simples assim!", "Comece pelos 5 primeiros (todos grátis)!") cheers; it informs no one.
  if (/[!！]$/.test(s) && s.split(/\s+/).length <= 8) return false;
  if (s.length < (containsCjk(s) ? 8 : 20)) return false;
  if (POINTS_AHEAD.test(s) && s.length < 120) return false;
  if (META_SENTENCE.test(s) || AGENT_INTENT.test(s) || STATUS_LINE.test(s)) return false;
  // "Here are the options:" introduces; a long sentence ending in a colon usually still informs.
  if (/:$/.test(s) && s.length < 70) return false;
  return true;
}

function firstSentences(text: string, max: number): string {
  const picked: string[] = [];
  let length = 0;
  for (const raw of sentences(clean(text))) {
    // "I ported the library to Rust with the following:" says what was done; the colon only
    // announces the list.
    // ("Now the structure is: …" is the structure: "now" only says the agent has finished.)
    const s = raw.replace(/\s*\b(?:with|including|covering|doing)?\s*(?:the following(?: changes| steps| items)?|as follows|these changes)\s*[:：]$/i, '.');
    if (!informative(s)) continue;
    // After the first sentence, one that announces what follows ("…可以开一个小分支只做验证：") adds nothing here.
    if (picked.length && /[:：]$/.test(s)) continue;
    // After the first sentence, the agent talking to the person ("So if you told me…") adds nothing.
    if (picked.length && /\b(?:I|I'm|I've|I'd|me|my)\b/.test(s)) continue;
    if (picked.length && length + s.length > max) break;
    picked.push(s);
    length += s.length + 1;
    if (length > max * 0.55) break;
  }
  // (Chinese and Japanese put no space after a full stop.)
  const joined = picked.reduce(joinSentences, '');
  // A summary that stops at its own colon ("…structure：") introduces what it does not say.
  if (/[:：]$/.test(joined) && picked.length === 1 && words(joined) < 12) return '';
  // (One long sentence is told whole when it nearly fits: cut, it would stop mid-clause, "…em 20…".)
  return capitalise(shorten(joined.replace(/:$/, '.'), picked.length === 1 && displayWidth(joined) <= max * 1.35 ? Math.ceil(max * 1.35) : max));
}

/** "the project already has…" (after "Great —" was cut) starts a sentence again. */
function capitalise(text: string): string {
  return /^[a-z]+\b/.test(text) && !/^[a-z]+[./_(-]/.test(text) && !/^(?:pi|npm|gh|git|ls|cd|rm)\b/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// A table of what was settled: a "Decision" column, or under "最终决策汇总" / "Decisions made".
const DECISION_COLUMN = /^(?:decisions?|decided|choice|chosen|outcome|决策|决定|結論|结论|決定(?:事項)?|decisão|decisões|decisión|decisiones)$/i;
const DECISION_SECTION = /\b(?:decisions?|decided)\b|决策|决定|決定|decisões|decisiones/i;

/** The rows of a decision table as "subject: what was decided" decisions, or undefined. */
function decisionRows(block: Extract<Block, { kind: 'table' }>): AnswerFact[] | undefined {
  const header = block.header.map(cellText);
  let col = header.findIndex((h) => DECISION_COLUMN.test(h));
  if (col < 0 && DECISION_SECTION.test(block.section) && header.length >= 2) col = header.length - 1;
  if (col <= 0) return undefined;
  const out: AnswerFact[] = [];
  for (const row of block.rows.slice(0, 20)) {
    const cells = row.map(cellText);
    // The subject is the first cell that is not a row number.
    const subject = cells.slice(0, col).find((c) => c && !/^#?\d{1,3}\.?$/.test(c));
    const decided = cells[col];
    if (!subject || !decided) continue;
    out.push({ text: shorten(`${subject}: ${decided}`, 240), type: 'decision', key: subject, value: decided, score: 4, hedged: false, decisionRow: true });
  }
  return out.length >= 2 ? out : undefined;
}

/**
 * A count under a plural noun is that many of it: "1471" under "Lines" is "1471 lines", not "Lines
 * 1471" (which reads as a line number); "37" under "PRs" is "37 PRs". Undefined for anything else.
 */
function countOf(cell: string, header: string): string | undefined {
  if (!/^[\d,.]+[+*]?$/.test(cell) || !/^[A-Za-z]{2,}s$/.test(header) || /^(?:status|alias|bonus|versus|yes)$/i.test(header)) return undefined;
  return `${cell} ${/^[A-Z]{2,}s$/.test(header) ? header : header.toLowerCase()}`;
}

function tableFacts(block: Extract<Block, { kind: 'table' }>): AnswerFact[] {
  const decided = decisionRows(block);
  if (decided) return decided;
  const out: AnswerFact[] = [];
  const header = block.header.map(cellText);
  // The table's description column, if it has one: much longer than every other column
  // ("Focus", "Description"). Its text follows the row's short cells: "Phase 1 (ID gsa.1, 6 tasks): Remove …".
  const rows = block.rows.slice(0, 12).map((r) => r.map(cellText));
  const width = (i: number) => rows.reduce((n, r) => n + (r[i]?.length ?? 0), 0) / Math.max(1, rows.length);
  const widths = header.map((_, i) => width(i));
  const described = widths.findIndex((w, i) => i > 0 && w >= 25 && widths.every((o, j) => j === i || j === 0 || o * 2 < w));
  for (const cells of rows) {
    if (!cells[0] || cells.every((c) => !c)) continue;
    // A row number names the row only with its column's name: "1" under "Phase" is "Phase 1".
    const key = /^#?\d{1,3}\.?$/.test(cells[0]) && /^\p{L}[\p{L} ]{1,20}$/u.test(header[0] ?? '') ? `${header[0]} ${cells[0].replace(/^#|\.$/g, '')}` : cells[0];
    let text: string;
    if (cells.length === 2) text = `${key}: ${countOf(cells[1], header[1] ?? '') ?? cells[1]}`;
    else {
      // "6 tasks" under "Tasks" names its column already; other cells are told with their column.
      const told = (i: number, sep: string) => {
        const [c, h] = [cells[i], header[i] ?? ''];
        if (!c || !h || c.toLowerCase().includes(h.toLowerCase().replace(/s$/, ''))) return c;
        return countOf(c, h) ?? `${h}${sep}${c}`;
      };
      const others = cells.map((_, i) => i).filter((i) => i > 0 && i !== described && cells[i]);
      text =
        described > 0 && cells[described]
          ? `${key}${others.length ? ` (${others.map((i) => told(i, ' ')).join(', ')})` : ''}: ${cells[described]}`
          : `${key} — ${others.map((i) => told(i, ': ')).join('; ')}`;
    }
    const numeric = /\d/.test(cells.slice(1).join(' '));
    out.push({ text: shorten(text, 220), type: 'fact', key, value: cells.slice(1).join(' | '), score: 2 + (numeric ? 1.5 : 0), hedged: false, fromTable: true });
  }
  return out;
}

// What a verdict goes on to qualify it with: "What's notably missing is…", "However, …", "不过…".
const VERDICT_CATCH = /^(?:what(?:'s| is) (?:notably |still |currently )?(?:missing|lacking)|however\b|but\b|the catch\b|that said\b|the (?:main |one )?(?:gap|downside|caveat|limitation)\b|missing\b|不过|但是|ただし|しかし|no entanto|porém)/i;

// A cell marked for a footnote, "14*" (bold, "**45**", is no mark), and the note under the table,
// "*\\*Some PRs reference both copilot and codex branches*".
const MARKED_CELL = /(?:^|[^*])(?:\\?\*|†|‡)$/;
const FOOTNOTE = /^(?:[*_]\s*)?(?:\\\*|\*|†|‡)\s*(?=\S)/;

/**
 * The rows of a table whose cells carry a footnote mark, told with the note: "gitclaw[bot] (Pi): 14
 * PRs (note: Some PRs reference both copilot and codex branches)". Without it, a figure the answer
 * qualified reads as exact.
 */
function withFootnote(table: Extract<Block, { kind: 'table' }>, next: Block | undefined, facts: AnswerFact[]): AnswerFact[] {
  if (next?.kind !== 'paragraph' || !FOOTNOTE.test(next.text.trim())) return facts;
  const note = clean(next.text.trim().replace(FOOTNOTE, '')).replace(/^[*\\\s]+|[*\s]+$/g, '');
  if (note.length < 8) return facts;
  const marked = new Set(table.rows.filter((r) => r.some((c) => MARKED_CELL.test(c.replace(/\*\*([^*]+)\*\*/g, '$1').trim()))).map((r) => cellText(r[0] ?? '')));
  if (!marked.size) return facts;
  return facts.map((f) => (f.fromTable && f.key && marked.has(f.key) ? { ...f, text: shorten(`${f.text} (note: ${note.replace(/[.。]$/, '')})`, 260) } : f));
}

function typeOf(text: string): KnowledgeType {
  if (LIMITATION.test(text)) return 'limitation';
  if (DECISION.test(text)) return 'decision';
  if (ARCHITECTURE.test(text)) return 'architecture';
  return 'fact';
}

// Reference lists ("See: src/a.go:12 src/b.go:40") point at code; they are not facts.
const REFERENCE_LABEL = /^(?:参考|参照|references?|refs?|see(?: also)?|sources?|citations?|出典|links?)\s*[:：]/i;

// A label over a list of files ("変更ファイル: .devenv/setup.sh:40", "Files changed: a.ts, b.ts").
const FILES_LABEL = /^(?:[^:：]{0,12}(?:ファイル|箇所|files?|locations?|paths?)(?:\s+(?:changed|modified|added|created|updated|touched|written))?|(?:changed|modified|added|created|updated|touched|変更|追加|修改|新增)(?: files?)?)\s*[:：]\s*/i;
const PATH = /^`?[\w.~-]*\/[\w./-]+`?[,;]?$|^`?[\w-]+\.\w{1,5}(?::\d+)?`?[,;]?$/;
const PATH_AT_LINE = /^`?[\w.~/-]+\.\w{1,5}:\d+(?:-\d+)?`?[,;]?$/;

function isReference(text: string): boolean {
  if (REFERENCE_LABEL.test(text.trim())) return true;
  // Files and lines the agent touched are listed under Outcome; as a fact they say nothing.
  const label = FILES_LABEL.exec(text.trim());
  const listed = (label ? text.trim().slice(label[0].length) : text.trim().replace(/^[^:：\s]{1,24}[:：]\s*/, '')).split(/\s+(?:[—–]\s+)?|;\s*/).filter(Boolean);
  if (listed.length && listed.every((w) => PATH_AT_LINE.test(w) || (label && PATH.test(w)))) return true;
  const words = text.split(/\s+/).filter(Boolean);
  const refs = words.filter((w) => /[\w.-]+\/[\w./-]+(?::\d+)?|\.\w{1,4}:\d+/.test(w)).length;
  return words.length > 0 && refs / words.length > 0.5;
}

// A list under "❌ Not needed now" or "Don't" says the opposite of its items read alone.
const NEGATIVE_SECTION = /^\s*(?:❌|⛔|🚫|✖)|\b(?:not|don'?t|do not|avoid|never|skip|no need|unnecessary|não|nao|evite|nunca)\b|不需要|不要|不必|不用|避免|无需|不要な|不要|しない|避け/iu;

// A heading naming when its items apply: now, later, once something happens.
const WHEN_SECTION = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:(?:for )?now|later|(?:in the )?future|(?:once|when|after|before|until) \w+|(?:phase|stage) \d|agora|depois|mais tarde|no come[çc]o|futuramente|quando \w+|ahora|despu[ée]s|cuando \w+|现在|目前|以后|之后|将来|等到|今は|後で|将来的に)/iu;

// "If the check passes, commit these changes:", "You'd need to:": what would be done, not what was.
const CONDITIONAL_LEAD = /^(?:if\b|如果|假如|若|もし|caso\b|se (?:você|voce|quiser|for)\b|si\b)|\b(?:would need to|you'd need to|would have to|proposed changes)\b|(?:の場合|場合は)/i;

/** Facts from a list; `lead` is the paragraph that introduces it ("…as follows:"), if any. */
function listFacts(block: Extract<Block, { kind: 'list' }>, lead = ''): AnswerFact[] {
  const out: AnswerFact[] = [];
  if (REFERENCE_LABEL.test(block.section) || CONDITIONAL_LEAD.test(clean(lead))) return out;
  // "Created .github/copilot-instructions.md covering:" over a list of its sections: a table of
  // contents ("Step-by-step guide for adding a new feature"), which the summary already tells.
  if (CONTENTS_LEAD.test(clean(lead))) return out;
  // (So does a heading that says when its items apply: "Quando crescer e precisar mais controle", "Later".)
  const label = [block.section, lead].find((x) => NEGATIVE_SECTION.test(x)) ?? [lead, block.section].find((x) => x && WHEN_SECTION.test(x.replace(/^[\s*_#>\p{Extended_Pictographic}\uFE0F]+/u, '')));
  // A short lead names what the items are ("适合切 Bun 的情况：", "When to switch:"): each item
  // keeps it, or "团队本机都已经装 Bun" would read as a fact about the team.
  const leadText = clean(lead).replace(/[:：]\s*$/, '');
  const named =
    !label && leadText && displayWidth(leadText) <= 40 && !META_SENTENCE.test(lead) && !CONCLUSION.test(`${leadText}:`) && !GENERIC_HEADING.test(leadText) && !/^(?:i|we|you|here|the following|these|this|it|eu|nós|so|therefore|hence|looking at|checking|reading|having (?:read|checked|looked)|after (?:reading|checking|looking)|based on|from what)\b|^(?:我|我们|私|僕|你|所以|因此|结论|結論|总之|まとめ)|^(?:findings|options|key points|highlights|examples?|steps)$/i.test(leadText) && !/[，,。;；]/.test(leadText) ? leadText : '';
  const negative = label ? shorten(clean(label).replace(/[:：]$/, ''), 60) : named;
  const section = clean(block.section ?? '').replace(/^\d+[.)]\s*/, '').replace(/[:：]\s*$/, '');
  // (Every item of the list or none, by its median item, so the list reads as one.)
  const widths = block.items.map((x) => displayWidth(clean(x))).sort((a, b) => a - b);
  const headingFits = (widths[Math.floor((widths.length - 1) / 2)] ?? 0) <= 60;
  const heading = section && displayWidth(section) <= 40 && !GENERIC_HEADING.test(section) && !NUMBERED_SECTION.test(section) && !isStatusOnly(section) && !/^(?:how to|steps?|tips|notes?|examples?|usage|using|setup|set-up|installation|install|configuration|getting started|(?:important |key )?(?:considerations|points|takeaways|highlights|details|features)|summary of changes|what (?:changed|i did))\b/i.test(section) ? section : '';
  for (const item of block.items.slice(0, 12)) {
    // "**Label** — value" or "**Label:** value" is a label; "**Always check x** before y" is a sentence.
    const labelled = /^\*\*([^*]{2,80}?)(:?)\*\*\s*(?:([—–:：-])|\(([^)]*)\))?\s*(.*)$/.exec(item);
    const isLabel = labelled && (labelled[2] || labelled[3] || labelled[4]) && (labelled[5] || labelled[4]);
    let text: string;
    let key: string | undefined;
    let value: string | undefined;
    if (labelled && isLabel) {
      key = clean(labelled[1]).replace(/[:：.]$/, '');
      const note = labelled[4] ? ` (${clean(labelled[4])})` : '';
      value = clean(labelled[5]).replace(/^[:：]\s*/, '');
      // "**Add it to .gitignore** (recommended) — …, add them to .gitignore:" is a labelled option;
      // the colon that introduced a code block goes, the option stays.
      const first = (sentences(value)[0] ?? value).replace(/[:：]\s*$/, '.');
      text = value ? `${key}${note}: ${first}` : `${key}${note}`;
    } else {
      const whole = clean(item);
      text = sentences(whole)[0] ?? whole;
      // "以下をすべて満たしたときだけ追記します。" with its sub-items: the sentence and what it points at.
      // So does "./.devenv/setup.sh を変更する。" with the sub-items that say how.
      const nested = /^\s[—–]\s/.test(whole.slice(text.length));
      if (POINTS_AHEAD.test(text) || nested) {
        const rest = whole.slice(text.length).replace(/^[\s—–]+/, '').split(/\s[—–]\s/).filter(Boolean);
        if (!rest.length) continue;
        text = `${text.replace(/[。.:：]$/, '')}: ${rest.join('; ')}`;
      }
    }
    // "[ ] Create architecture diagram (optional)": a box to tick in a plan, not done and no fact.
    if (/(?:^|[:：—–]\s*)\[ \]\s/.test(text)) continue;
    // "Modules ported (5 total):" without its list is a lead-in, not a fact.
    if (text.length < 12 || /[?？:：]$/.test(text) || isReference(text) || AGENT_INTENT.test(text) || PROCESS_NARRATION.test(text) || SELF_PRAISE.test(text) || AGENT_ENVIRONMENT.test(text)) continue;
    // ("What happened to specific files? (e.g., were any lost?)" asks; "You created issue #103" retells.)
    if (/[?？]\s*(?:\([^)]*\))?[.。]?$/.test(text) || RETELLING.test(text) || CONVERSATION_MECHANICS.test(text)) continue;
    if ((RERUN_ADVICE.test(text) && displayWidth(text) < 90) || isProbeOutput(text) || isStatusOnly(text)) continue;
    // A negative heading always applies; a naming lead only to items without their own label.
    if (label ? negative : negative && !key) text = `${negative}: ${text}`;
    // A short item under a heading that names what the items are ("Key Rules for Skill Names" over
    // "1–64 characters, lowercase a-z…", "Skill Locations" over "Global: ~/.pi/agent/skills/") says
    // nothing without it.
    else if (!negative && heading && headingFits) text = `${heading} — ${text}`;
    const hedged = HEDGE.test(text);
    const type = typeOf(text);
    out.push({
      // (Sub-items say how: cut short, "direnv allow は実行しない" would lose its "not".)
      text: shorten(withoutConnective(text), /^\s[—–]\s/.test(clean(item).slice((sentences(clean(item))[0] ?? '').length)) ? 400 : 240),
      type,
      key,
      value,
      score: 1.2 + (isLabel ? 0.8 : 0) + (/\d/.test(text) ? 0.5 : 0) + (type !== 'fact' ? 0.8 : 0) - (hedged ? 0.8 : 0),
      hedged,
    });
  }
  // Three or more short items under one lead ("Using `target_systems` list allows: …") are one fact,
  // "Lead: a; b; c", not the lead said again on each line.
  // (So are items under a heading that names them: "Links Essenciais para Começar HOJE — …".)
  const prefix = negative && !label ? `${negative}: ` : !negative && heading && headingFits ? `${heading} — ` : '';
  // (Fields, "**Repo age:** 17 days", keep their keys: each is a fact of its own.)
  const under = prefix ? out.filter((f) => !f.key && f.text.startsWith(prefix)) : [];
  const items = under.map((f) => f.text.slice(prefix.length).replace(/[.。]$/, ''));
  if (under.length >= 3 && items.every((x) => displayWidth(x) <= 70)) {
    const merged: AnswerFact = { ...under[0], text: shorten(`${prefix.replace(/ — $/, ':')} ${items.join('; ')}`.replace(/:\s+:/, ':'), 320), score: Math.max(...under.map((f) => f.score)) };
    delete merged.key;
    delete merged.value;
    return [...out.filter((f) => !under.includes(f)), merged];
  }
  return out;
}

function paragraphFacts(text: string): AnswerFact[] {
  const out: AnswerFact[] = [];
  const bold = /\*\*[^*]+\*\*/.test(text);
  let previousKept = true;
  for (const s of sentences(clean(text))) {
    // "It captures the drop-in architecture…" after a sentence that is not kept ("If I had to pick
    // one: GitGraft.") no longer says what "it" is.
    // "参考： cache.go:389" after a finding is where it can be checked: it goes with the finding.
    const cited = REFERENCE_LABEL.test(s) ? s.replace(REFERENCE_LABEL, '').trim().split(/\s+|[,，;；]\s*/).filter((w) => PATH_AT_LINE.test(w)) : [];
    if (cited.length && previousKept && out.length) {
      const last = out[out.length - 1];
      last.text = `${last.text.replace(/[.。]$/, '')} (${cited.slice(0, 3).map((w) => w.replace(/[`,;]/g, '')).join(', ')})${/[。]$/.test(last.text) ? '。' : /[.]$/.test(last.text) ? '.' : ''}`;
      continue;
    }
    const dangling = !previousKept && /^(?:It|This|That|They|These|Those)\s/.test(s);
    // "It has no mechanism to branch…" after a kept sentence goes on about that sentence's subject
    // ("GITCLAW-AGENT.ts passes --session…"): it joins it, or alone it would say of nothing.
    const last = out[out.length - 1];
    if (previousKept && last && /^(?:It|They)\s/.test(s) && informative(s) && !/[?？:：]$/.test(s) && !OFFER.test(s) && last.text.length + s.length < 260 && !/…$/.test(last.text)) {
      last.text = `${last.text} ${withoutConnective(s)}`;
      last.score = Math.max(last.score, 1 + (typeOf(s) !== 'fact' ? 1.2 : 0) + (bold ? 0.6 : 0));
      continue;
    }
    previousKept = false;
    if (dangling || !informative(s) || /[?？:：]$/.test(s) || OFFER.test(s) || isReference(s)) continue;
    const type = typeOf(s);
    const hedged = HEDGE.test(s);
    const signal = type !== 'fact';
    if (!signal && !bold && !/\d/.test(s)) continue;
    previousKept = true;
    out.push({ text: shorten(withoutConnective(s), 260), type, score: 1 + (signal ? 1.2 : 0) + (bold ? 0.6 : 0) + (/\d/.test(s) ? 0.3 : 0) - (hedged ? 0.8 : 0), hedged });
  }
  return out;
}

// Questions that close a turn without asking anything about the subject: "Is there anything
// you'd like to add or adjust?", "Could you clarify what you're asking?", "Does that help?".
const CLOSING_QUESTION =
  /^(?:any (?:questions|thoughts|feedback)|what do you think|does (?:that|this) (?:help|work|make sense)|makes? sense|shall i go ahead|should i proceed|(?:is there )?anything (?:else|you'?d like)|could you (?:clarify|tell me (?:more|what))|can you clarify|what (?:would you like|else)|how would you like|which (?:one|option) (?:would you|do you)|(?:do|would) you (?:want|like|prefer)|ready (?:to|for))\b|\b(?:let me know|or something else|anything else)\b|(?:还有(?:什么|其他)|需要调整|有什么问题|他に何か|ほかに何か|mais alguma)/i;

/** Offers ("Would you like me to add X?") rewritten as the task they propose ("Add X"). */
export function offerTask(sentence: string): string {
  let s = clean(sentence)
    .replace(/^.*?\b(?:would you like (?:me )?to|want me to|shall i|should i|do you want me to|if you(?:'d)? like,? i can|i can (?:also )?)\s*/i, '')
    .replace(/^(?:要不要我|需要我|要我|我可以帮你|是否要我)/, '')
    .replace(/(?:吗|嗎)?[?？]+$/, '')
    .replace(/\byour\b/gi, 'the')
    .replace(/\byou\b/gi, 'the user')
    .trim();
  if (!s) return '';
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return shorten(s, 160);
}

const CONCLUSION =
  /^(?:(?:所以|因此|综上|总之)[，,]?\s*(?=结论|总结)|所以說)?(?:so,? in short|in short|in summary|to summari[sz]e|summary|bottom line|tl;?dr|conclusion|the short answer|short answer|verdict|(?:my (?:personal )?)?(?:recommendation|suggestion|pick)|overall|结论是?|總結|总结|我的(?:建议|结论|判断)|建议|推荐|まとめ|結論|要約|要点|おすすめ|推奨|resposta direta|resumo(?: principal| executivo)?|conclusão|(?:minha )?recomendação|en resumen|conclusión|recomendación)\s*[:：—–-]\s*/i;
// The labels of a conclusion that is the agent's advice rather than a finding, and a summary
// that starts with one.
const ADVICE_LABEL = /^(?:recommendation|suggestion|pick|建议|推荐|おすすめ|推奨|recomendação|recomendación)$/i;
export const ADVICE = /^(?:Recommendation|Suggestion|Pick|建议|推荐|おすすめ|推奨|Recomendação|Recomendación)[:：]/;
const PICK = /^\S.{1,60}? is (?:the|my|our) (?:cleanest|best|safest|strongest|clear|top|obvious|recommended|winning) (?:pick|choice|option|fit|bet|winner)\b/i;
const RECOMMENDATION = /^(?:my (?:personal )?(?:pick|recommendation|choice)|i(?:'d| would) (?:recommend|suggest|go with|pick)|option \d+ is the|the (?:best|cleanest|simplest|recommended) (?:option|approach|choice|fit)|best fit\b|recommended:)/i;
// (Also counts of parts, "4 phases, 9 steps", "Three options": they say how much, not what of.)
const GENERIC_HEADING = /^(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+(?:\s*(?:,|and|&)\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+)*)$|^(?:深挖的|深入的)?技术(?:问题|细节)$|^(?:总结|小结|分析|结论|背景|概述|问题|方案|方案对比|详细说明|まとめ|概要|背景|結論|resumo|análise|conclusão)$|^(?:summary|overview|analysis|answer|results?|conclusions?|details|introduction|context|background|status|report|findings|plan|notes?|update|changes|verdict|tl;?dr|next steps)$|^(?:best (?:fit|pick|option|choice)|my (?:pick|choice|recommendation)|recommendation|option \d+|short answer|answer)\b/i;
const PROCEDURE = /\b(?:how to|steps?|add(?:ing)? (?:a|an|new)|creat|install|set ?up|configur|usage|procedure|getting started)\b|手順|步骤|方法/i;

function words(s: string): number {
  return containsCjk(s) ? Math.ceil(s.replace(/\s/g, '').length / 2) : s.split(/\s+/).filter(Boolean).length;
}

/** The headings right below heading `at`, up to the next heading of its level or above. */
function childHeadings(blocks: Block[], at: number): string[] {
  const head = blocks[at];
  if (head.kind !== 'heading') return [];
  const below: Extract<Block, { kind: 'heading' }>[] = [];
  for (const b of blocks.slice(at + 1)) {
    if (b.kind !== 'heading') continue;
    if (b.level <= head.level) break;
    below.push(b);
  }
  const level = Math.min(...below.map((b) => b.level));
  return below.filter((b) => b.level === level).map((b) => b.text);
}

/** A heading worth using as a title: it names the subject ("Handling Copyright Given the Roadmap"). */
/** "Phase 2 — ", "问题 2：", "Option B: ": a section numbered within the answer; group 1 is its kind. */
export const NUMBERED_SECTION = /^(phase|step|part|stage|question|option|section|chapter|round|item|approach|问题|問題|阶段|步骤|方案|ステップ|フェーズ|fase|etapa|passo)\s*#?(?:\d{1,3}|[A-Z](?![a-z])|[一二三四五六七八九十]{1,3})(?![\w])\s*[:：.—–-]?\s*/i;

function titleHeading(text: string): string | undefined {
  // "Feature 007 Breakdown Complete": the subject is the breakdown, not that it is finished.
  const t = text.replace(/\s*[—–:-]\s*here(?:'s| is).*$/i, '').replace(/[:：]$/, '').replace(/\s*[—–:-]?\s*(?:complete|completed|done|finished)[.!]?$/i, '').trim();
  if (t.length < 6 || t.length > 90 || GENERIC_HEADING.test(t) || VERDICT.test(t) || /[?？]$/.test(t)) return undefined;
  // "问题 2：…", "Step 3: …", "Option B", "第三步": a numbered section of the answer, not its subject.
  if (NUMBERED_SECTION.test(t) || /^第\s*\S{1,3}\s*[步章节部]|^\d+[.)、]/.test(t)) return undefined;
  return t;
}

export function digestAnswer(answer: string): AnswerDigest {
  const blocks = parseBlocks(answer);
  const plain = stripMarkdown(answer);
  const facts: AnswerFact[] = [];
  // What a plan or analysis says under "Key Design Decisions", "Risks", "Trade-offs" is what it
  // settled or warns of: it ranks above its other lines (every fact is pushed while its block's
  // section is current).
  let blockSection = '';
  // (The headings above the block, by level: "### 1. Tag Strategy" under "## Key Design Decisions"
  // is in a key section too.)
  const headingStack: string[] = [];
  let keyContext = '';
  const push = facts.push.bind(facts);
  facts.push = (...items: AnswerFact[]) => {
    // (Set in place: rules hold on to the very fact objects they push.)
    for (const f of items) if (blockSection && f.section === undefined) f.section = blockSection;
    return push(...(KEY_SECTION.test(keyContext) && !/\blow[- ]risk/i.test(keyContext) ? items.map((f) => ({ ...f, score: f.score + 1 })) : items));
  };
  const outline: string[] = [];
  let verdict = '';
  let heading: string | undefined;
  let firstHeading: string | undefined;
  let seenContent = false;
  let steps: string[] = [];
  let numberedQuestions: string[] = [];
  // Summary candidates, best first: a marked conclusion, the Summary section, the first
  // informative paragraph, the first table, the first list.
  let conclusion = '';
  let conclusionIsVerdict = false;
  /** Subjects of a table of decisions, when the answer has one. */
  let decisionTable: string[] | undefined;
  let section = '';
  let firstParagraph = '';
  let firstTable = '';
  let firstList = '';
  let recommendation = '';
  // A recommendation given as a heading ("## Best fit: GitGraft") is the answer: it goes first.
  let recommendationLeads = false;
  let deliverable = false;
  let sectionFromTable = false;
  /** The first paragraph only announced the report in the list after it. */
  let reportFollows = false;

  const listText = (items: string[], n = 3) => shorten(items.map(clean).filter((x) => !isEmptyLabel(x) && !isReference(x)).slice(0, n).map((x) => x.replace(/[.;。]$/, '')).join('; '), 320);

  /** Names of numbered sections by their kind: "Approach" → ["In-Session Timer Extension", …]. */
  const sections = new Map<string, string[]>();
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    const next = blocks[i + 1];
    blockSection = block.section;
    if (block.kind === 'heading') {
      headingStack.length = Math.min(headingStack.length, block.level - 1);
      headingStack[block.level - 1] = block.text;
    }
    keyContext = headingStack.filter(Boolean).find((h) => KEY_SECTION.test(h)) ?? blockSection;
    if (block.kind === 'heading') {
      const text = clean(block.text);
      // "## Best fit: **GitGraft**": the heading is the recommendation.
      if (!recommendation && /^(?:best (?:fit|pick|option|choice)|my (?:pick|choice|recommendation)|recommend(?:ation|ed)|top pick|winner)\s*[:：—–-]\s*\S/i.test(text)) {
        recommendation = shorten(text, 200);
        recommendationLeads = true;
      }
      if (VERDICT.test(text) && !verdict && text.length < 80) verdict = text.replace(/[—–-]\s*here.*$/i, '').replace(/\s+here(?:'s| is).*$/i, '').trim();
      // (Its number stays, "1. Git History & Commits": numbered sections are a survey of parts.)
      else if (block.level >= 2 && block.level <= 3 && text.length <= 80) outline.push(outlineEntry(text));
      // A title opens the answer (after at most an introduction) and heads everything below it:
      // no later heading is of its level or above ("## Parent" followed by "## Fork" are sections).
      if (!firstHeading && i < 6 && block.level <= 3) firstHeading = titleHeading(text);
      if (!heading && !seenContent && block.level <= 3) {
        const candidate = titleHeading(text);
        const outranked = blocks.slice(i + 1).some((b) => b.kind === 'heading' && b.level <= block.level);
        if (candidate && !outranked) heading = candidate;
        seenContent = true;
      }
      // "Fork — 349 commits, 132 files changed (+18,471 / −319 lines)": a heading that states figures is a fact.
      // ("Phase 2 — ISE Service" only numbers a section.)
      const numbered = NUMBERED_SECTION.exec(text);
      const unnumbered = numbered ? text.slice(numbered[0].length) : text;
      // Numbered sections are listed together under their kind ("Approaches: In-Session Timer; …").
      if (numbered && unnumbered && block.level >= 2) {
        const kind = numbered[1].charAt(0).toUpperCase() + numbered[1].slice(1).toLowerCase();
        // (Per heading level: "### Phase 8: Refactor Playbooks" inside a checklist is no phase of the plan.)
        const key = `${kind}\u0000${block.level}`;
        sections.set(key, [...(sections.get(key) ?? []), shorten(unnumbered, 80)]);
      }
      // (A figure, "349 commits"; not the digit of a name, "Build F5 Integration Role".)
      if (/(?:^|[^\p{L}\d])\d/u.test(unnumbered) && /[—–:-]/.test(text) && text.length <= 140 && !/^\d+[.)]\s/.test(text) && !/[:：]$/.test(text) && !isStatusOnly(text)) {
        // "Tier 1 — Low Effort, Huge Impact" over "#### 1. Web Search", "#### 2. GitHub API Power
        // Tools": a heading over headings is told with what it heads, or it says nothing.
        // (One whose figures follow the dash, "Fork — 349 commits, …", states them: that is the fact.)
        const figures = /\d/.test(text.split(/\s*[—–:]\s*/).slice(1).join(' '));
        const children = figures ? [] : childHeadings(blocks, i).map((c) => clean(c).replace(/^\d+[.)]\s*/, '').replace(/\s*\([^)]*\)\s*$/, '').trim()).filter(Boolean);
        const told = children.length >= 2 ? `${text.replace(/\s*[—–:]\s*(.+)$/, ' ($1)')}: ${children.join('; ')}` : text.replace(/\s*[—–]\s*/, ': ');
        facts.push({ text: shorten(told, 200), type: 'fact', score: 3.2, hedged: false });
      }
      continue;
    }
    if (block.kind === 'table') {
      seenContent = true;
      const rows = withFootnote(block, next, tableFacts(block)).map((f) => (f.fromTable ? { ...f, table: i } : f));
      facts.push(...rows);
      // A table of what was settled is where the discussion landed.
      if (rows.length && rows[0].type === 'decision' && rows[0].key && !conclusion) {
        // What was decided, row by row, as many whole rows as fit; the rest are under Decision.
        const told: string[] = [];
        for (const f of rows) {
          if (told.length && displayWidth([...told, f.text].join('; ')) > 300) break;
          told.push(f.text.replace(/[.。]$/, ''));
        }
        conclusion = `${rows.length} points decided: ${told.join('; ')}${told.length < rows.length ? `; and ${rows.length - told.length} more` : ''}.`;
        conclusionIsVerdict = true;
        decisionTable = rows.map((f) => f.key!);
      }
      if (rows.length && !firstTable) firstTable = shorten(rows.slice(0, 5).map((f) => f.text).join('; '), 320);
      if (rows.length && SUMMARY_SECTION.test(block.section) && !section) {
        section = shorten(rows.slice(0, 5).map((f) => f.text).join('; '), 320);
        sectionFromTable = true;
      }
      continue;
    }
    if (block.kind === 'list') {
      seenContent = true;
      // ("**Quando crescer:**" introduces too: the colon may sit inside the bold.)
      const intro = blocks[i - 1]?.kind === 'paragraph' && /[:：](?:\*\*|__)?\s*$/.test((blocks[i - 1] as { text: string }).text) ? (blocks[i - 1] as { text: string }).text : '';
      facts.push(...listFacts(block, intro));
      // "- **Resposta direta:** Assine Google Cloud": a marked conclusion inside a list.
      const marked = conclusion ? undefined : block.items.map(clean).find((x) => CONCLUSION.test(x));
      if (marked) {
        const content = marked.replace(CONCLUSION, '').trim();
        if (words(content) >= 3) {
          conclusion = firstSentences(content, 320) || shorten(content, 320);
          conclusionIsVerdict = true;
        }
      }
      if (!firstList) firstList = listText(block.items);
      if (SUMMARY_SECTION.test(block.section) && !section) section = listText(block.items);
      const before = blocks[i - 1];
      const lead = before && before.kind !== 'table' && before.kind !== 'list' ? ('text' in before ? before.text : '') : '';
      if (!steps.length && block.ordered && block.items.length >= 3 && (PROCEDURE.test(block.section) || PROCEDURE.test(lead))) steps = block.items.slice(0, 10).map((x) => clean(x).replace(/:$/, '.'));
      if (block.ordered && block.items.filter((x) => /[?？]/.test(x)).length * 2 >= block.items.length) numberedQuestions = block.items.map(clean);
      continue;
    }
    const text = clean(block.text);
    if (!text) continue;
    // Text the agent wrote for the person, quoted after a lead ("Here's a GitHub About text for
    // this repo:"), is the deliverable: told whole, not cut at its third sentence. A second one
    // ("If you want a shorter alternative:") is a key fact under its lead.
    const quoteLead = block.kind === 'quote' && blocks[i - 1]?.kind === 'paragraph' ? clean((blocks[i - 1] as { text: string }).text) : '';
    if (/[:：]$/.test(quoteLead) && displayWidth(text) >= 40) {
      const whole = shorten(text, 420);
      if (!deliverable && !firstParagraph && !conclusion) {
        firstParagraph = whole;
        deliverable = true;
        seenContent = true;
      } else facts.push({ text: `${capitalise((sentences(quoteLead).pop() ?? quoteLead).replace(/[:：]$/, '').replace(/^if you (?:want|prefer|need|'d like|would like) (?:an? |the )?/i, ''))}: ${whole}`, type: 'fact', score: 2, hedged: false });
      continue;
    }
    // A conclusion marker opening the paragraph or one of its sentences ("…custos. Resumo principal:").
    const parts = sentences(text);
    const at = parts.findIndex((x) => CONCLUSION.test(x));
    if (at >= 0 && !conclusion) {
      const rest = [parts[at].replace(CONCLUSION, ''), ...parts.slice(at + 1)].join(' ').trim();
      // "結論:" alone, the conclusion in the list below it.
      const content = rest || (next?.kind === 'list' ? listText(next.items) : '');
      // "可以切。\n\n结论：- evidence - evidence": the verdict opened the answer; the list backs it.
      if (content && words(content) >= (rest ? 3 : 6) && !(rest === '' && firstParagraph && !firstList && !firstTable)) {
        conclusion = firstSentences(content, 320) || shorten(content, 320);
        // "我的建议：暂时不切主分支" is advice, not what was decided: the summary keeps saying so.
        const label = (CONCLUSION.exec(parts[at])?.[0] ?? '').replace(/^(?:my (?:personal )?|我的|minha |mi )/i, '').replace(/\s*[:：—–-]\s*$/, '');
        if (ADVICE_LABEL.test(label)) conclusion = `${capitalise(label)}${/[\u3000-\u9fff]/.test(label) ? '：' : ': '}${conclusion}`;
        // "Resumo principal:" over a list summarises; "Resposta direta: Assine X" decides.
        conclusionIsVerdict = rest !== '';
      }
    }
    // A paragraph under "Verdict", "Conclusion" or "Bottom line" is the answer's conclusion.
    if (!conclusion && /^(?:verdict|conclusions?|bottom line|in short|tl;?dr|the short answer|recommendation|结论|結論|まとめ)\b/i.test(block.section)) {
      const c = firstSentences(block.text, 320);
      if (c && words(c) >= 6) {
        conclusion = c;
        conclusionIsVerdict = true;
        // (With the catch the verdict goes on to: "What's notably missing is any built-in command…"
        // is half the answer to "what is the viability of clear/reset commands?".)
        const catchBlock = blocks.slice(i + 1, i + 4).find((b) => b.kind === 'paragraph' && b.section === block.section && VERDICT_CATCH.test(clean(b.text)));
        const caught = catchBlock?.kind === 'paragraph' ? sentences(clean(catchBlock.text))[0] : undefined;
        if (caught && displayWidth(conclusion) + displayWidth(caught) <= 380) conclusion = joinSentences(endSentence(conclusion), caught);
      }
    }
    if (RECOMMENDATION.test(text) && !recommendation) recommendation = shorten(sentences(text)[0] ?? text, 200);
    // "**GitLodger** is the cleanest pick — …" after a comparison sums it up: it leads.
    else if (PICK.test(text) && !recommendation) {
      recommendation = shorten(sentences(text)[0] ?? text, 200);
      recommendationLeads = true;
      // (With the runner-up it names, it is the conclusion of the comparison above it.)
      if (!conclusion) {
        conclusion = firstSentences(text, 320);
        conclusionIsVerdict = true;
      }
    }
    // (A short line with a figure, "✅ All 55 tests pass", is still the section's summary.)
    if (SUMMARY_SECTION.test(block.section) && !section) section = firstSentences(block.text, 320) || (/\d/.test(text) && text.length >= 12 && !META_SENTENCE.test(text) ? capitalise(text.replace(/[.!]*$/, '.')) : '');
    // A paragraph that hands over to the report below it ("実装は完了しています。…結果を整理して返します。"):
    // the report is the summary, not what the run-up said on the way.
    if (!firstParagraph && !firstList && next?.kind === 'list' && REPORT_AHEAD.test(sentences(text).pop() ?? '')) reportFollows = true;
    if (!firstParagraph && !reportFollows) {
      let first = firstSentences(block.text, 340);
      // "…a love letter to pi covering:" followed by the list it introduces.
      // (Its lead is the sentence that introduces the list and the informative ones before it, not
      // a "that's redundant." left over from an acknowledgement.)
      if (/:$/.test(text) && next?.kind === 'list' && (!first || first === text.replace(/:$/, '.'))) {
        const lead = sentences(text).filter((x, i, all) => i === all.length - 1 || informative(x)).join(' ');
        first = shorten(endSentence(`${capitalise(lead.replace(/:$/, ''))}: ${listText(next.items, 4)}`), 340);
      }
      // "### Use a gh-pages branch" over "This is the cleanest separation…": the heading says what "this" is.
      const section = clean(block.section ?? '');
      if (first && /^(?:This|That|It)\s/.test(first) && section && displayWidth(section) <= 60 && !GENERIC_HEADING.test(section)) first = shorten(`${section.replace(/[:：.]$/, '')}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, 340);
      if (first && words(first) >= 6) firstParagraph = first;
    }
    // (The agent's own run-up, "Perfect! Now I have a comprehensive understanding… Let me create a
    // detailed plan.", is not content: a heading after it still opens the answer.)
    if (!seenContent && !META_SENTENCE.test(text) && firstSentences(block.text, 340)) seenContent = true;
    facts.push(...paragraphFacts(block.text));
  }

  for (const p of blocks.filter((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph').slice(-3)) {
    const t = clean(p.text);
    // ("結論: X" is X: the label would keep it apart from the same X said elsewhere.)
    // (Its bare verdict, "結論: 削除しました。", says nothing alone: the sentence after it does.)
    if (CONCLUSION.test(t) || RECOMMENDATION.test(t)) {
      const said = sentences(t.replace(/^(?:結論|结论|conclusion|in short|bottom line|まとめ|要約)\s*[:：]\s*/i, '')).find((x) => !isBareVerdict(`結論: ${x}`) && displayWidth(x) >= 12);
      if (said) facts.push({ text: capitalise(shorten(said, 260)), type: 'decision', score: 3, hedged: HEDGE.test(t) });
    }
  }

  let summary = conclusion || section || (reportFollows && firstList) || firstParagraph || firstTable || firstList;
  // "会，但要分场景。" opening the answer is its verdict, too short to stand alone: it leads the summary.
  const opener = blocks[0]?.kind === 'paragraph' ? clean(blocks[0].text) : '';
  if (summary && SHORT_VERDICT.test(opener) && !summary.startsWith(opener)) summary = shorten(joinSentences(opener, summary), 380);
  const summaryFromTable = !conclusion && (section ? sectionFromTable : !firstParagraph && Boolean(firstTable));
  // (Not when the summary says the same in full: "Yes, Pi Understands and Handles It." before "Pi
  // handles rate limiting out of the box…" says it twice.)
  const verdictWords = tokenize(verdict.replace(/^(?:yes|no)\b[,.!]?\s*/i, '')).filter((w) => w.length >= 2);
  const restates = verdictWords.length >= 2 && verdictWords.filter((w) => tokenize(summary).includes(w)).length >= Math.min(2, verdictWords.length);
  if (verdict && /^(?:yes|no)\b/i.test(verdict) && summary && !restates && !summary.toLowerCase().startsWith(verdict.toLowerCase().slice(0, 8))) {
    summary = shorten(`${verdict.replace(/[!.]+$/, '')}. ${summary}`, 360);
  }
  if (recommendation && summary && !conclusion && !summary.includes(recommendation.replace(CONCLUSION, '').slice(0, 30))) {
    summary = shorten(recommendationLeads ? `${recommendation.replace(/[.!]$/, '')}. ${summary}` : joinSentences(summary, recommendation), 420);
  }

  // Offers and closing questions: only from the end of the answer, where agents put them.
  const paragraphs = blocks.filter((b): b is Extract<Block, { kind: 'paragraph' } | Extract<Block, { kind: 'heading' }>> => b.kind === 'paragraph' || b.kind === 'heading');
  const tail = sentences(stripMarkdown(paragraphs.slice(-2).map((p) => p.text).join('\n\n'))).slice(-4);
  const offers: string[] = [];
  const questions: string[] = [];
  for (const sentence of tail) {
    if (!/[?？]$/.test(sentence)) continue;
    if (OFFER.test(sentence)) {
      const task = offerTask(sentence);
      if (task.length > 8) offers.push(task);
    } else if (sentence.length > 15 && !CLOSING_QUESTION.test(sentence)) {
      questions.push(shorten(sentence, 200));
    }
  }
  // "I can: 1. Create an orphan gh-pages branch 2. … Shall I go ahead?": the list is the offer.
  for (let i = Math.max(1, blocks.length - 4); i < blocks.length; i++) {
    const block = blocks[i];
    const before = blocks[i - 1];
    if (block.kind === 'list' && before.kind === 'paragraph' && /\bi can\b[^.]*:$/i.test(clean(before.text))) {
      const items = block.items.slice(0, 5).map((x) => clean(x).replace(/[.;]$/, ''));
      offers.push(shorten(items.map((x, n) => (n ? x.charAt(0).toLowerCase() + x.slice(1) : x)).join('; '), 200));
    }
  }

  const all = sentences(plain);
  const questionShare = all.filter((x) => /[?？]$/.test(x)).length / Math.max(1, all.length);
  const clarification = CLARIFICATION.test(plain.slice(0, 400)) || (plain.length < 600 && questionShare > 0.5);

  // "Option 1 is the cleanest" out of the answer says nothing: the option's own name goes with it.
  // (Numbered by the answer: a list broken by a code block goes on at "2.".)
  const numbered = new Map<number, string>();
  for (const b of blocks) if (b.kind === 'list' && b.ordered) b.items.forEach((item, i) => numbered.has((b.start ?? 1) + i) || numbered.set((b.start ?? 1) + i, item));
  const named = (text: string) => (numbered.size >= 2 ? withOptionNames(text, numbered) : text);
  return {
    // ("Now the structure is: …" is the structure: "now" only says the agent has finished.)
    summary: named(capitalise(summary.replace(/^(?:now|so|ok(?:ay)?|alright),?\s+(?=(?:the|it|this|all|both|each)\b)/i, ''))),
    facts: dedupe([...facts, ...sectionFacts(sections)]).filter((f) => !isEmptyLabel(f.text) && !isBareVerdict(f.text)).map((f) => ({ ...f, text: named(f.text) })),
    offers: [...new Set(offers)],
    questions: [...new Set(questions)],
    outline: [...new Set(outline)].slice(0, 12),
    gists: headingGists(blocks, new Set(outline.slice(0, 12))),
    clarification,
    length: plain.length,
    summaryFromTable,
    concluded: conclusionIsVerdict || Boolean(recommendation),
    ...(decisionTable ? { decisionTable } : {}),
    renamed: blocks.flatMap((b) => (b.kind === 'table' ? renameRows(b) : [])),
    heading,
    firstHeading,
    steps,
    numberedQuestions,
    unverified: [...new Set(sentences(plain).filter((x) => UNVERIFIED.test(x)).map((x) => shorten(x, 200)))].slice(0, 2),
  };
}

/** "Option 1 is the cleanest" → "Option 1 (Add it to .gitignore) is the cleanest", from the numbered list it points at. */
function withOptionNames(text: string, items: Map<number, string>): string {
  return text.replace(/\b(Option|option|Approach|approach|方案)\s?(\d)\b(?!\s*\()/g, (whole, word: string, n: string) => {
    const item = items.get(Number(n));
    if (!item) return whole;
    const label = /^\*\*([^*]{2,60})\*\*/.exec(item)?.[1] ?? clean(item).split(/\s[—–-]\s|[:：]/)[0];
    const name = clean(label).replace(/[.:：]$/, '');
    return name && displayWidth(name) <= 60 && !text.includes(name) ? `${word} ${n} (${name})` : whole;
  });
}

function dedupe(facts: AnswerFact[]): AnswerFact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const k = textKey(f.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
