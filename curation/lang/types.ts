// What a phrase pack says: for each intent, the words and phrases that signal it in one language.
// Intents are about what a message does (decide, reject, correct, set a rule), not about any one
// project, so a pack is written once per language and never for one transcript.

export const INTENTS = [
  /** A rule meant to hold beyond this request ("always", "from now on", "以后"). */
  'persist',
  /** A directive: what must or must not be done ("must", "don't", "only", "不要"). */
  'directive',
  /** A choice being made ("let's use", "go with", "switch to", "改用"). */
  'decide',
  /** A choice made in so many words ("let's go with", "we decided", "就用"): a decision of record. */
  'choose',
  /** The person turns down or undoes what was proposed or done ("no", "cancel", "revert", "不是"). */
  'reject',
  /** The speaker corrects an earlier statement ("actually", "I was wrong", "确实…之前"). */
  'correct',
  /** Plain assent ("yes", "ok", "go ahead", "好的"). */
  'agree',
  /** Words that head a conclusion: summary, root cause, fix, result ("结论", "原因"). */
  'conclude',
  /** Process talk that states nothing ("let me", "I'll", "now", "让我"). */
  'chatter',
  /** Something cannot be done or failed ("cannot", "not supported", "无法"). */
  'cannot',
  /** A change from one value to another ("changed", "switched", "replaced", "改为"). */
  'change',
  /** A thing that was done and changed the world ("created", "deleted", "deployed", "已创建"). */
  'done',
  /** What the agent offers or recommends ("I recommend", "should I", "建议"). */
  'recommend',
  /** The agent grants a correction ("you're right", "good catch", "确实", "おっしゃる通り"). */
  'acknowledge',
  /** Rejections strong enough anywhere in a message ("that's wrong", "not what I asked", "I don't
   * like", "instead"), where `reject` words such as "no" count only when the message opens with them. */
  'overrule',
  /** Undoing what was just done ("cancel", "revert", "put it back", "取消", "元に戻して"). */
  'cancel',
  /** What was said to work does not ("still fails", "not working", "还是不行", "funktioniert nicht"). */
  'disprove',
  /** Taking something away for good ("removed", "deleted", "uninstalled", "廃止", "删除"). */
  'remove',
  /** Not sure ("probably", "might", "可能", "vielleicht"): a guess, not a finding. */
  'hedge',
  /** A state of the moment ("downloading", "~5 min remaining", "正在", "in progress"): it passes. */
  'progress',
  /** Words that open a question ("how", "what", "为什么", "どう", "warum"), with or without a "?". */
  'ask',
  /** Words that tie a figure to the moment ("today", "currently", "balance", "當前", "而家"): a
   * figure said with one is a snapshot. */
  'moment',
  /** A diagnosis: what the cause of a problem is ("the problem is", "root cause", "问题在于"). A later
   * diagnosis of the same subject replaces an earlier one. */
  'cause',
  /** The speaker speaking of itself ("I", "we", "je", "ich", "我", "voilà"): a sentence opening so
   * tells what the agent did or offers, and names no subject. */
  'self',
  /** Plain negation ("not", "never", "不", "nicht"): two statements alike but for it disagree. */
  'negate',
  /** A problem put right ("fixed", "resolved", "works now", "已修复", "behoben"). */
  'fixed',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * Phrases per intent. Latin-script phrases match whole words (case-insensitive); phrases in
 * scripts written without spaces (Chinese, Japanese) match anywhere.
 */
export type PhrasePack = { [K in Intent]?: readonly string[] };

/** How a language introduces a name: "you are X", "call me X". The name follows the phrase. */
export interface NamingPhrases {
  /** The agent is named or given a persona ("you are", "your name is"). */
  agent: readonly string[];
  /** The person names themselves or how to address them ("call me", "my name is"). */
  person: readonly string[];
  /** Of those, the ones that only say "is" ("你是", "あなたは", "나는"): a name after one ends the
   * sentence, or it is a description going on ("我是自重做的，也很累", "I did it bodyweight"). */
  copula?: readonly string[];
}
