// The phrases that tell extraction what a sentence is doing. Kept in one place so they can be
// read, tuned and tested together (seed 000 step 2, "heuristic signal detection").

/** Small talk that carries no knowledge. */
export const GREETING = /^(?:h(?:ail|ello|i|ey|owdy)|yo|ping|test(?:ing)?|hello world|good (?:morning|afternoon|evening|night)|thanks?(?: you)?|thank you|ty|ok(?:ay)?|cool|great|nice|bye|goodbye|gm|gn|こんにちは|你好|hola|bonjour|hallo)\b[\s!.?,🖖👋🙂😀]*$/iu;

/** Sentences that introduce rather than inform ("Here's a summary:", "Let me check…"). */
export const META_SENTENCE =
  /(?:^(?:(?:great|good|excellent|fair|interesting) (?:question|point|idea)[\s—–:,!.-]*|(?:great|good|excellent|perfect|alright|okay|ok)\s*[—–,!-]|here(?:'s| is| are)\b|let me\b|now (?:i|let)\b|i(?:'ll| will) (?:now |first )?(?:check|look|read|start|investigate|explore|write|create|update|dig|search|summari[sz]e)|first,? (?:let me|i'll)|based on (?:the|my|this|what)\b[^,]*,\s*here|sure[,!.]|certainly[,!.]|of course[,!.]|done[.!]|ok(?:ay)?[,!.]|alright[,!.]|perfect[,!.]|got it[,!.]|understood[,!.]|acknowledged[,!.]))|^(?:让我|我来|我会|我先|我将|我现在|我已经开始|下面我|接下来我|现在我|首先我|まず|次に|確認します|確認してみます|では|それでは|見てみます|vou |deixa eu|primeiro vou)/i;

/** The answer asks back instead of answering. */
export const CLARIFICATION = /\b(?:could you (?:clarify|explain|tell me)|can you clarify|what do you mean|are you asking|did you mean|which (?:one|option) do you)\b/i;

/** Offers the agent ends with: follow-ups that become pending tasks unless accepted. */
export const OFFER =
  /(?:\b(?:would you like (?:me )?to|want me to|shall i|should i|do you want me to|i can (?:also )?(?:set|add|create|post|write|open|make|update|implement|draft|help)|if you(?:'d)? like,? i can|let me know if you(?:'d)? like)\b)|(?:要我|需要我|我可以帮|要不要我|しましょうか|しますか？|quer que eu|posso )/i;

/** A person accepting an offer or a proposal. */
export const ACCEPTANCE =
  /(?:^(?:(?:yes|yep|yeah|sure|ok(?:ay)?|great|perfect)[,!.]?\s*(?:please\s*)?(?:do (?:it|that|so)|go (?:ahead|for it)|proceed)?[\s!.]*$|(?:yes|yep|yeah|sure)\b|do it\b|go ahead\b|please do\b|sounds good\b|lgtm\b|approved?\b|agreed?\b|make it so\b|proceed\b|let'?s do (?:it|that)\b|ship it\b|engage\b))|^(?:是的?|好的?|可以|行|对的?|同意|没问题|就这样|继续|はい|ええ|お願いします|いいです|いいよ|了解|承知|sim|claro|pode(?: ser)?|beleza|s[ií]|vale|oui|d'accord|ja|genau|einverstanden)(?:[\s,，。!！.、]|$)/i;

/** A person declining. */
export const REJECTION =
  /(?:^(?:no\b|nope|don'?t\b|do not\b|not now|never ?mind|cancel|stop\b|skip (?:it|that)))|^(?:不要|不用|不行|别|算了|いいえ|いや|やめて|não|nao\b|non\b|nein\b)/i;

/** Hedged or speculative statements: low confidence. */
export const HEDGE =
  /(?:\b(?:might|may|maybe|perhaps|possibly|probably|likely|could (?:be|potentially)|i think|i believe|i guess|it seems|seems to|appears to|not sure|unclear|speculat\w*|presumably|in theory|hypothetically)\b)|(?:可能|也许|大概|或许|应该是|たぶん|かもしれ|おそらく|talvez|provavelmente)/i;

/** Decisions stated by anyone. */
export const DECISION =
  /(?:\b(?:(?:we|i|you|the team)(?:'ve| have)? (?:decided|chose|chosen|agreed|selected|picked|settled on|went with|opted for|are going with|will go with|will use|are using)|(?:the )?decision (?:is|was)|let'?s (?:use|go with|adopt|switch|call it|name it|keep|stick with|drop|move|skip|defer|postpone|not)|going (?:forward|with)|settling on|opting for|we(?:'ll| will) (?:use|adopt|keep|switch|go with)|from now on)\b)|(?:敲定|决定|先(?:skip|跳过|不做|不支持|不考虑)|採用|采用|改用|选用|切换到|切到|就用|确定用|統一|决定用|にします|にしましょう|に決め|decidimos|vamos usar|escolhemos|vamos com|on part sur|nous utiliserons|wir nehmen)/i;

/** Explicit reversal of an earlier decision: the old one is superseded. */
export const REVERSAL =
  /(?:\b(?:instead of|rather than|no longer|not anymore|any ?more|switch(?:ing|ed)? (?:from|back|over|to)|mov(?:e|ing) (?:away )?from|replac(?:e|ing|ed) (?:\S+ ){0,4}with|revert(?:ing|ed)?|roll(?:ing|ed)? back|chang(?:e|ing|ed) (?:of plan|our mind|my mind|the plan)|scrap (?:that|it)|drop(?:ping)? (?:the )?(?:\S+ ){0,3}in favou?r of|reconsider(?:ed)?|we(?:'re| are) not (?:using|going with) .* any ?more|supersed\w+|deprecat\w+)\b)|(?:改为|改用|切换到|切到|不再|放弃|取代|替换为|回退|撤回|代わりに|やめて|em vez de|ao invés de|en lugar de|au lieu de|statt)/i;

/** Limitations, pitfalls and tool quirks. */
export const LIMITATION =
  /(?:\b(?:does ?n[o']t support|do(?:es)? not (?:support|have|allow|work|exist|provide)|doesn'?t (?:have|allow|work|exist|provide)|(?:i|we|it|they) (?:don'?t|do not) (?:have|support|remember|persist|keep|retain)|is not (?:supported|possible|available)|isn'?t (?:supported|possible|available)|not supported|no (?:built-in|native|way to|mechanism|support for)|cannot|can'?t|won'?t work|unable to|limitation|constraint|caveat|known issue|pitfall|gotcha|workaround|fails? (?:when|if|with|because)|breaks? (?:when|if)|unsupported|there is no|there's no)\b)|(?:不支持|无法|不能|没有办法|不可以|不可能|限制|サポートされていません|できません|不可|não suporta|não é possível|no es posible)/i;

/** Explanations of how something is built or works. */
export const ARCHITECTURE =
  /\b(?:architecture|how (?:it|they|this|the \w+) works?|works? like this|under the hood|the (?:pipeline|flow|lifecycle|data flow|design|model|layer|structure) (?:is|of)|consists of|is composed of|is built (?:on|from|with)|(?:loads|scans|reads|writes|stores|persists) .* (?:from|to|in) |at startup|on demand|progressive disclosure)\b/i;

/** Requests for a passing snapshot (status, recent commits): true when asked, stale a month later. */
export const SNAPSHOT_REQUEST =
  /\b(?:status(?: report)?|last \d+|latest \d+|recent (?:commits|prs|pull requests|changes|activity)|what(?:'s| is) (?:new|open)|how (?:big|large)|total size|size of|how many)\b/i;

/** Requests for a list of recent activity: the answer is stale the next day, the run summary keeps it. */
// ("Status" only as what is asked for: "share status" while working is not a status report.)
export const SNAPSHOT_LIST = /^(?:status|project status)\b|\b(?:status report|(?:what(?:'s| is)|give me|show me|tell me|report) (?:the )?(?:current )?status|last \d+|latest \d+|recent (?:commits|prs|pull requests|changes|activity)|what(?:'s| is) (?:new|open))\b/i;

/** General-knowledge question forms ("Why is the sky blue?"). */
export const TRIVIA_FORM = /^(?:why (?:is|are|do|does)|what (?:is|are) (?:the|a)\b|how (?:tall|far|deep|old|hot|cold|big) (?:is|are)|who (?:was|is|invented|discovered)|when (?:was|did))\b/i;

/** Words that negate a statement: near-duplicates never merge across a negation. */
export const NEGATION =
  /\b(?:not|no|never|none|cannot|can't|won't|don't|doesn't|isn't|aren't|wasn't|weren't|without|neither|nor|não|nunca|nicht|kein|jamais)\b|(?:ません|しない|できない|ないで|不会|不能|不要|不是|不用|不支持|没有|并不|無い)/i;

/** Errors that say nothing about the project. */
export const TRANSIENT_ERROR =
  /\b(?:prompt is too long|context length|rate limit|too many requests|overloaded|credit balance|quota|timed? ?out|bad request|unauthori[sz]ed|forbidden|internal server error|service unavailable|network error|ECONNRESET|ETIMEDOUT|not supported for this endpoint)\b/i;

/** A person telling the agent its last answer was wrong. */
export const CORRECTION =
  /^(?:actually\b|no[,.!]|nope\b|that'?s (?:not|wrong|incorrect)|this is (?:not right|wrong)|you'?re wrong|wrong\b|incorrect\b|not quite\b|not correct\b)|\b(?:is not correct|isn'?t correct|is wrong|was wrong|is actually not correct)\b|^(?:不对|不是的|错了|不正确|違います|違う|そうじゃない|não[,.]|errado|na verdade)/i;

/** The agent acknowledging its last answer was wrong. */
export const SELF_CORRECTION =
  /^(?:you'?re (?:absolutely |quite )?right|i was wrong|my mistake|i apologi[sz]e|correction:|sorry,? (?:i|you're|that)|good catch|i stand corrected)|^(?:你说得对|您说得对|抱歉|更正|おっしゃる通り|失礼しました|訂正|desculpe|você tem razão)/i;

/** Words every agent session uses: they name no subject, so no claim, failure or correction is matched on them. */
export const SESSION_WORDS = 'agent user tool tools project repo repository file files code session message messages request command work thing way time use support able one also';

/** The label of a list of reasons: "不太建议现在切的原因", "Why not now", "Motivos". */
export const REASON_LABEL = /原因|理由|根拠|reasons?\b|\bwhy\b|because|por qu[eê]|motivos?|razões|raz[oó]n/i;

/** The label a statement opens with ("不太建议现在切的原因: …" → "不太建议现在切的原因"). */
export function leadLabel(text: string): string {
  return /^([^:：]{2,40})[:：]/.exec(text)?.[1] ?? '';
}


// A question about the agent's own behaviour, asked because it went wrong: "Why are you not…",
// "Why did you delete…", "你为什么没有…".
export const COMPLAINT = /^(?:why (?:are|were|do|did|does|is|can't|cannot|won't|didn't|don't|aren't|weren't|isn't|haven't|hasn't|wasn't) (?:you|it)\b|(?:你|您)?为什么(?:你|您)?(?:不|没|没有|又|总是))/i;
