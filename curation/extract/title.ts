// Titles a person would write, from what was asked: "Compare A to B" becomes "A compared with B",
// "How do I add a skill?" becomes "How to add a skill". An issue's short label ("Cron") is kept as
// the title's lead so the article reads like the issue list people already know.
import { containsCjk, displayWidth, escapeRegExp, sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

const LEAD_INS =
  /^(?:(?:ok(?:ay)?|so|hey|hi|hello|please|now|also|and|but|then|right)[,!.]?\s+)*(?:(?:can|could|would|will) you (?:please )?|please |i (?:need|want|would like|'d like) (?:you )?to |i'd like (?:you )?to |help me (?:to )?|let'?s |tell me (?:about |more about )?|explain |describe |give me (?:an? )?|do an? |run an? |perform an? |explore |investigate )/i;

// "你看下这个项目的前端是否可以切换到bun?" asks about the front end, not about looking.
const CJK_LEAD_INS = /^(?:你(?:帮我)?(?:看下|看看|看一下|查下|查一下)|帮我(?:看下|看看|看一下|查下|查一下)?|请你?(?:帮我)?|麻烦你?)\s*(?:这个项目的|这个|项目的)?/;

// "Crie um HAWZX-AI-GUIDE.md", "Create a new file README.md": only a file to make.
const CREATE_FILE = /^(?:write|create|generate|make|draft|add|crie|cria|criar|escreva|crea|escribe)\s+(?:(?:a|an|the|um|uma|un|una|o)\s+)?(?:(?:new|novo|nova|nuevo|nueva)\s+)?(?:file\s+)?[`"']?((?:[\w.-]+\/)*[\w.-]+\.[a-z]{1,5})[`"']?$/i;

// Work asked for in the imperative, titled as the work: "Port this Python project to Rust" is
// "Porting the Python project to Rust". (A title is a subject, not an order.)
const WORK_GERUNDS: Record<string, string> = {
  port: 'Porting', remove: 'Removing', add: 'Adding', create: 'Creating', 'break down': 'Breaking down', fix: 'Fixing', update: 'Updating', implement: 'Implementing', refactor: 'Refactoring', migrate: 'Migrating', convert: 'Converting', rewrite: 'Rewriting', rename: 'Renaming', move: 'Moving', delete: 'Deleting', build: 'Building', 'set up': 'Setting up', configure: 'Configuring', upgrade: 'Upgrading', replace: 'Replacing', 'clean up': 'Cleaning up', split: 'Splitting', extract: 'Extracting', integrate: 'Integrating', document: 'Documenting', translate: 'Translating', optimize: 'Optimizing', simplify: 'Simplifying', debug: 'Debugging', test: 'Testing', deploy: 'Deploying', install: 'Installing', enable: 'Enabling', disable: 'Disabling',
};
const WORK_VERB = new RegExp(`^(${Object.keys(WORK_GERUNDS).sort((a, b) => b.length - a.length).join('|')}) (?!(?:it|that|this|them|these|those|the errors?|anything)\\b[.!]?$)(.{6,})$`, 'i');

const REWRITES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^compare (?:my |our |the )?(.+?) (?:to|with|against|and|vs\.?) (?:the )?(.+)$/i, (m) => `${m[1]} compared with ${m[2]}`],
  [/^how (?:does|do|is) (.+?) differ(?:ent)? from (.+)$/i, (m) => `How ${m[1]} differs from ${m[2]}`],
  [/^how (?:do|can|should|would) (?:i|we|you|one) (.+)$/i, (m) => `How to ${m[1]}`],
  [/^how to i (.+)$/i, (m) => `How to ${m[1]}`],
  // "Is it possible to have X not be copied when…" asks how to keep X out: "Keeping X from being copied when…".
  [/^(?:is it possible to|can (?:we|i|you)|could (?:we|i|you)|how (?:can|do) (?:we|i)) (?:have|get|make|keep) (.+?) (?:to )?not (?:be |get )?(\w+ed)\b(.*)$/i, (m) => `Keeping ${m[1]} from being ${m[2]}${m[3]}`],
  [/^is it possible for (.+?) to (.+)$/i, (m) => `Can ${m[1]} ${m[2]}?`],
  [/^is it possible to (.+)$/i, (m) => `Can we ${m[1]}?`],
  [/^what is the (viability|feasibility|status|state|cost|impact|size) of (.+)$/i, (m) => `${cap(m[1])} of ${m[2]}`],
  [/^an analysis of (.+)$/i, (m) => `Analysis of ${m[1]}`],
  // Questions a librarian files under their subject: "What is the total size of X?" is "Total size of
  // X", "How big is X?" is "Size of X", "How might GitHub be able to send email?" is "How GitHub might
  // send email", "What skills could be added…?" is "Skills that could be added…".
  [/^what(?: is|'s| are) the ((?:(?:total|overall|current|main|best|real|exact)\s)?(?:size|cost|number|count|status|purpose|role|difference|differences|options|limits?|risks?|benefits?|way|steps|reasons?)) (of|for|between|to|in) (.+)$/i, (m) => `${cap1(m[1])} ${m[2]} ${m[3]}`],
  [/^how (?:big|large) (?:is|are) (.+)$/i, (m) => `Size of ${m[1].replace(/,\s+((?:just|only|without|excluding) .+)$/i, ' ($1)')}`],
  [/^how (might|could|can|would|will) (.+?) be able to (.+)$/i, (m) => `How ${m[2]} ${m[1].toLowerCase()} ${m[3]}`],
  [/^how does (.+?) (handle|work|store|manage|load|decide|choose|find|know|track|keep|compare|differ|run|send|pick|detect|resolve|persist|remember|schedule|deploy|build|authenticate)\b(.*)$/i, (m) => `How ${m[1]} ${m[2].toLowerCase()}${/(?:ch|sh|ss|x)$/.test(m[2]) ? 'es' : 's'}${m[3]}`],
  // "前端是否可以切换到bun?" is about the feasibility of the switch; "podgroup有可能会比pod先创建么?"
  // about whether it happens.
  [/^(.{2,}?)是否(?:可以|能够|能)(.{2,}?)[?？]?$/u, (m) => `${m[1]}${m[2]}的可行性`],
  [/^(.{2,}?)会不会(.{2,}?)[?？]?$/u, (m) => `${m[1]}是否会${m[2]}`],
  [/^(.{2,}?)(?:有可能会?|可能会|会)(.{2,}?)(?:么|吗|嘛)[?？]?$/u, (m) => `${m[1]}是否会${m[2]}`],
  // A file asked for by name is titled by it and what goes in it: "GITCLAW-Loves-Pi.md: a
  // description of the .pi library", not "Create a file called … and fill it".
  [/^(?:create|write|make|generate|add) (?:a |an |the )?(?:new )?(?:file|document|doc|page) (?:called|named) [`"']?(?:[\w.-]+\/)*([\w.-]+\.\w{1,5})[`"']?,? (?:and )?(?:fill(?:ed)? it |populate it )?(?:with |containing )(?:an? |the )?(?:(?:fabulous|great|good|detailed|short|nice|full|complete|thorough|comprehensive|deep|in-depth|amazing|compelling)[\s,]+)*(description|overview|summary|explanation|guide|analysis|history|introduction|deep[- ]dive) (?:of|about|on) (?:the of (?=the ))?(.+)$/i, (m) => `${m[1]}: ${/^[aeiou]/i.test(m[2]) ? 'an' : 'a'} ${m[2].toLowerCase()} of ${m[3]}`],
  // "Write a great GitHub About text describing the gitclaw repo" asks for a text: the text is the subject.
  [/^(?:write|draft|create|generate|suggest|come up with) (?:me )?(?:a |an |the |some )?(?:(?:great|good|short|catchy|compelling|nice|better|new|punchy|clear)\s+)*(.*?(?:text|description|tagline|blurb|announcement|post|email|message|readme|summary|bio|pitch|slogan)s?) (?:describing|that describes|for|about) (.+)$/i, (m) => `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)} for ${m[2]}`],
  [/^what ([a-z]+s) (could|can|should|would|might|must) (be \w+.*)$/i, (m) => `${cap1(m[1])} that ${m[2].toLowerCase()} ${m[3]}`],
  // ("Analyze this codebase and create a .github/copilot-instructions.md file to help future…": the
  // file written is the subject: "Copilot instructions for this codebase".)
  // (A conventional name, "AGENTS.md", stays a file name.)
  [/^analy[sz]e (.+?) and (?:create|write|generate|update) (?:a |an |the )?[`"]?(?:[\w.-]+\/)*([\w.-]+)\.(md|mdx|txt)[`"]?(?: file)?\b/i, (m) => `${/^[A-Z0-9_]+$/.test(m[2]) ? `${m[2]}.${m[3]}` : cap(m[2].replace(/[-_.]+/g, ' ').trim())} for ${m[1]}`],
  [/^analy[sz]e (.+)$/i, (m) => `Analysis of ${m[1]}`],
  // What was made is the subject, not the making: "Crie um HAWZX-AI-GUIDE.md" is "HAWZX-AI-GUIDE.md",
  // "Add a function called multiply_numbers(…)" is "Function multiply_numbers(…)", "Write similar
  // prompts for netmiko" is "Prompts for netmiko".
  [CREATE_FILE, (m) => pathLeaf(m[1])],
  [/^(?:add|write|create|implement|define)\s+(?:a |an |the )?(function|method|class|command|endpoint|script|hook|test|module|component) (?:called|named) (.+?)(?:\s+(?:that|which|to)\s+.*)?$/i, (m) => `${cap1(m[1])} ${m[2]}`],
  [/^(?:write|create|generate|draft)\s+(?:some |more |new |similar |other )+(\w.+)$/i, (m) => `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)}`],
  [WORK_VERB, (m) => `${WORK_GERUNDS[m[1].toLowerCase()]} ${m[2].replace(/^(?:this|my|our|your) /i, 'the ').replace(/\b(?:this|my|our) (?=\w)/gi, 'the ')}`],
];

/** Capitalises the first word unless it is a name that is lower-case on purpose (repo, file, command). */
function cap(s: string): string {
  const first = s.split(/\s/)[0] ?? '';
  // "gh auth", "pi.sendMessage", "npm ci": short or technical first words keep their case.
  if (!s || !/^[a-z]{4,}$|^(?:how|what|why|can|is|are|the|a|an|do|does|who|add|use|run|fix|set|get|let)$/.test(first)) return s;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The first sentence (or line) of a request, without polite lead-ins. */
export function coreRequest(text: string): string {
  // A paragraph that only points at a file ("@prompts.py") says what the request is about, not what it is.
  // A list under the first line ("add github to .devenv/" then "* gh is installed") details the
  // request: the line above it is the request.
  // A line break after Japanese or Chinese text ends a sentence, as a full stop would.
  const paragraphs = text
    .replace(/```[\s\S]*?(?:```|$)/g, '\n\n')
    .split(/\n\s*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)])[ \t]+\S)|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}。！？])[ \t]*\n/u)
    .map((p) => squash(stripMarkdown(p)))
    .filter((p) => p && !/^@?[\w./-]+\.[a-z0-9]{1,6}$/i.test(p) && !ACKNOWLEDGEMENT.test(p));
  // "Tell me about X" + "And how to Y" on the next line is one request.
  const joined = paragraphs.length > 1 && /^(?:and|also|plus)\b/i.test(paragraphs[1]) ? `${paragraphs[0]} ${paragraphs[1].charAt(0).toLowerCase()}${paragraphs[1].slice(1)}` : (paragraphs[0] ?? '');
  const sentencesOf = joined.split(/(?<=[?!])\s+|(?<=\.)\s+(?=[A-Z@])/);
  let first = sentencesOf[0] ?? joined;
  // "I have a prompt without X. I am read only. Can you fix it?": the request is the question.
  if (/^(?:i|we|my|our|there|it|this)\b/i.test(first) && !/\?$/.test(first)) {
    const ask = sentencesOf.slice(1, 4).find((s) => /\?$/.test(s) || LEAD_INS.test(s));
    if (ask) first = ask;
  }
  // "Using @.context/backlog.md, break down…", "Based on the plan and the results, design…": what
  // it rests on is context, the request follows.
  first = first.replace(/^(?:based on|building on) (?:the |this |these |my |our )?[^,;]{3,80}, (?=\w)/i, '').replace(/^using\s+@?[\w.\\/-]+[,:]?\s+/i, '').replace(/^@?[\w./-]+\.[a-z0-9]{1,6}\s+(?![でをにはがのともへや](?:\s|$))/i, '');
  // "Can you write similar prompts too?" asks for work: without its "Can you" it is no question.
  const asked = /^(?:(?:ok(?:ay)?|so|hey|hi|hello|please|now|also|and|but|then|right)[,!.]?\s+)*(?:can|could|would|will) you\b/i.test(first);
  if (asked) first = first.replace(/\?$/, '');
  return first
    .replace(LEAD_INS, '')
    .replace(LEAD_INS, '')
    .replace(CJK_LEAD_INS, '')
    .replace(/^(?:(?:the|all|yours?|my|our)\s+)+/i, '')
    .replace(/\b(?:the )?(?:original|orginal|orignal|parent|upstream) (?:forked |fork )?(?=[\w.-]+\/[\w.-]+)/i, '')
    .trim();
}

/** A line that only acknowledges ("ok,", "Thanks!"): it neither labels nor asks anything. */
const ACKNOWLEDGEMENT = /^(?:ok(?:ay)?|yes|yeah|sure|thanks|thank you|great|good|nice|also|and|so|hmm|hi|hello|hey|好的?|はい)[\s,.!]*$/i;

/** An issue-style request: a short label line, a blank line, then the body. */
export function splitLabel(text: string): { label?: string; body: string } {
  const m = /^\s*([^\n]{2,60})\n\s*\n([\s\S]+)$/.exec(text.trim());
  // ("ok," or "Thanks!" on a line of its own acknowledges; it labels nothing.)
  if (m && !/[?]$/.test(m[1].trim()) && m[1].trim().split(/\s+/).length <= 7 && !LEAD_INS.test(m[1].trim()) && !ACKNOWLEDGEMENT.test(m[1].trim())) return { label: m[1].trim().replace(/[.:!]+$/, ''), body: m[2] };
  return { body: text };
}

// The request ending of a Japanese instruction on a verbal noun ("作成して", "追加してください"):
// without it the instruction reads as a title (".devenv/ に github の機能を追加").
const JA_REQUEST_ENDING = /(?<=\p{Script=Han})(?:して(?:ください|下さい|ほしい|欲しい|もらえますか|くれ(?:ますか)?)?|しといて)[。.!！]?$/u;
// Its last object and verb, when the whole is too long for a title: "…のとき、…を追記するような
// .devenv/serena/setup.sh を作成" is about ".devenv/serena/setup.sh を作成".
const JA_OBJECT_VERB = /(?:^|[\s、，])([^\s、，。を]+)\s*を\s*(\p{Script=Han}+)$/u;

function titleFromJapaneseInstruction(core: string): string {
  const instruction = core.replace(JA_REQUEST_ENDING, '');
  if (instruction === core) return core;
  if (displayWidth(instruction) <= 44) return instruction;
  const m = JA_OBJECT_VERB.exec(instruction);
  return m ? `${m[1]} を${m[2]}` : core;
}

export function titleFromRequest(request: string, max = 90): string {
  const { label, body } = splitLabel(request);
  // A descriptive issue title ("Vectors of GitHub Intelligence") is the title.
  if (label && label.split(/\s+/).length >= 3 && !/[?]$/.test(label)) return shorten(label, max);
  // ("setup_github.sh:17" names a line; the title names the file.)
  let core = coreRequest(body).replace(/(\.\w{1,5}):\d+(?:-\d+)?\b/g, '$1');
  // ("エラーを解消して" stays as it is: it says what to do, not what about, and is weak either way.)
  if (containsCjk(core) && !isVague(core)) core = titleFromJapaneseInstruction(core);
  for (const [pattern, rewrite] of REWRITES) {
    // ("Implement this plan" says only what to do: it stays weak, and the answer names the subject.)
    if (pattern === WORK_VERB && META_REQUEST.test(core)) continue;
    const m = pattern.exec(core.replace(/\?$/, ''));
    if (m) {
      core = rewrite(m);
      break;
    }
  }
  // "Crie um GUIDE.md crie um projeto…": a request told again in other words ends the first one.
  const verb = /^[\p{L}]{3,}/u.exec(core)?.[0];
  const again = verb && !containsCjk(verb) ? new RegExp(`\\s${verb}\\s`, 'iu').exec(core.slice(10)) : null;
  if (again) core = core.slice(0, again.index + 10).replace(/[\s,;]+(?:and|e|y|et|und|then|depois|also)?$/i, '');
  // (What is left may only name the file to make: "Crie um HAWZX.AI-GUIDE.md".)
  const file = again ? CREATE_FILE.exec(core) : null;
  if (file) core = pathLeaf(file[1]);
  // "ubpb_c4 这个jobs失败了，你能看到失败原因吗？", "The deploy failed, can you see why?": the
  // clause that asks the agent is the request; the one before it names the subject.
  const asked = /^(.{8,}?)[，,]\s*((?:你能|你可以|能否|能不能|可以帮我|帮我看|can you|could you|would you|any idea)[^，,]*)[?？]$/i.exec(core);
  if (asked && displayWidth(asked[1]) >= 12) {
    // "…失败了，你能看到失败原因吗？", "The deploy failed, can you see why?": what is asked is why.
    const why = /原因|为什么|为啥|\bwhy\b|\bcause\b|\breason\b/i.test(asked[2]);
    core = !why ? asked[1] : containsCjk(asked[1]) ? `${squash(asked[1].replace(/这个|那个/g, ' ').replace(/了$/, ''))}的原因` : `Why ${/^(?:the|a|an|my|our|your|this|that|these|those|it|its)\b|^[^a-z]/.test(asked[1]) ? asked[1] : `the ${asked[1]}`}`;
  }
  // ("Send a broadcast message to agent-intercom saying "Hello"": the words sent are no part of the subject.)
  core = core.replace(/,?\s+(?:saying|that says|with the (?:text|message)|with (?:a |the )?message)\s+["“'][^"”']{1,40}["”']\s*$/i, '');
  // (A title ends without the request's full stop: "Port this project to Rust.")
  // ("Write similar prompts for netmiko too": "too" points back at the conversation, not the subject.)
  core = cap(core.replace(/\s+(?:etc\.?|and so on|too|as well)\s*$/i, '').trim().replace(/([^.])\.$/, '$1'));
  // Too long: stop at a natural break ("…since forking, also add numbers of PR" → "…since forking").
  if (core.length > max - (label ? label.length + 2 : 0)) {
    const room = max - (label ? label.length + 2 : 0);
    const depthAt = (i: number) => (core.slice(0, i).match(/[([{]/g) ?? []).length - (core.slice(0, i).match(/[)\]}]/g) ?? []).length;
    const breaks = [...core.slice(0, room).matchAll(/,\s|;\s|\s[—–]\s|\s(?:and|with|also|including|for use|so that|in order to|to help|that|which|because)\s|[，；]/g)].map((m) => m.index!).filter((i) => i >= 12 && depthAt(i) === 0);
    if (breaks.length) core = core.slice(0, breaks[breaks.length - 1]).replace(/[,;:\s]+$/, '');
  }
  // ("Website" over "Can the standard website for a repo homepage be…?": the question names its
  // subject in its first words already; the label would say it twice.)
  const named = label && core && new RegExp(`^(?:\\S+\\s+){0,4}${escapeRegExp(label)}\\b`, 'i').test(core);
  if (label && core && !named && !core.toLowerCase().startsWith(label.toLowerCase())) {
    const lowered = /^(?:How|Can|What|Why|Is|Are|Does|Do|Should|The|A|An|Which|Where|When|Who|Analysis|Viability|Feasibility)\b/.test(core) ? core.charAt(0).toLowerCase() + core.slice(1) : core;
    return shorten(`${label}: ${lowered}`, max);
  }
  return shorten(core || label || 'Untitled', max);
}

// Requests that say what to do, not what about: "Implement this plan", "继续和我深入讨论下技术细节",
// "エラーを解消して", "你要ssh进GPU开发机去看这个文件". Their answer names the subject better.
const META_REQUEST =
  /^(?:implement (?:this|the) plan|continue|go on|keep going|fix (?:the|this|these|that) (?:errors?|issues?|problems?|bugs?)|look at (?:this|that)|check (?:this|that)|do (?:it|this|that)|try again)\b|^(?:继续|你要|你去|你看下|你看看|帮我看|帮我|请你|看下)/i;
// A Japanese instruction that names nothing but a generic object ("エラーを解消して", "直して").
const JA_META_REQUEST = /^(?:(?:この|その|あの)?(?:エラー|これ|それ|あれ|問題|バグ|警告|テスト)を?)?[\p{Script=Han}\p{Script=Hiragana}]{0,6}(?:して|してください|しといて|お願い(?:します)?|直して|やって)[。.!！]?$/u;
// A Japanese particle cannot start a title: something before it was cut ("で [serena].enable…").
const DANGLING_PARTICLE = /^[でをにはがのともへや](?:\s|[[(「『`])/;
// Short questions in another language ("Qual sera o custo") rarely name their subject.
const BARE_QUESTION = /^(?:qual|quais|quanto|como|onde|por ?que|que|cuál|cuánto|cómo|was|wie|welche)\b/i;

/** Says what to do, not what about; or starts mid-sentence. */
function isVague(t: string): boolean {
  return META_REQUEST.test(t) || JA_META_REQUEST.test(t) || DANGLING_PARTICLE.test(t);
}

/** A title made from the request that a reader would not recognise the subject by. */
export function isWeakTitle(title: string): boolean {
  const t = title.trim();
  if (!t || isVague(t)) return true;
  // A truncated prompt (a pasted list, a long instruction): the answer's words are better. A
  // question is the exception: it is what a reader looks the answer up by.
  if (containsCjk(t) && (/…$/.test(t) || (displayWidth(t) > 44 && !(/[?？]$/.test(t) && displayWidth(t) <= 90)))) return true;
  if (BARE_QUESTION.test(t) && (t.split(/\s+/).length <= 6 || /…$/.test(t))) return true;
  return false;
}

/**
 * "エラーを解消して" over a pasted log: the error the log ends in names the subject
 * ("direnv: error .envrc is blocked"), paths cut to their file. Undefined without one.
 */
export function titleFromError(request: string): string | undefined {
  const lines = request.split('\n').map((l) => l.trim().replace(/^\$\s+/, '')).filter(Boolean);
  const line = lines.slice(1).reverse().find((l) => /\b(?:error|fatal|exception|failed|panic)\b/i.test(l) && l.length <= 300);
  if (!line) return undefined;
  // (Its first sentence: "Run `direnv allow` to approve its content" is the tool's advice.)
  const first = (line.split(/(?<=\.)\s+(?=[A-Z])/)[0] ?? line).replace(/(?:~?\/)?(?:[\w.-]+\/)+([\w.-]+)/g, '$1').replace(/[.。]$/, '');
  return displayWidth(first) >= 12 ? shorten(stripMarkdown(first), 90) : undefined;
}

/** A title from an answer's summary: its first sentence, cut at a natural break when long. */
export function titleFromSummary(summary: string, max = 64): string | undefined {
  const text = squash(summary.replace(/^As of \d{4}-\d{2}-\d{2}: /, ''));
  // "同じではありません。" or "Yes." alone names nothing: the first sentence that can stand alone.
  const standsAlone = (x: string) => (containsCjk(x) ? displayWidth(x) >= 20 : x.split(/\s+/).length >= 4);
  const candidates = sentences(text)
    .slice(0, 3)
    .map((x) => x.replace(/^(?:yes|no|unfortunately|fortunately|in short|basically)\b[,:]?\s*/i, '').replace(/[.。!！:：]+$/, '').trim());
  let first = candidates.find(standsAlone);
  if (!first) return undefined;
  if (displayWidth(first) > max) {
    // A list ("Custos iniciais: MVP: $200…; Desenvolvimento: …") is named by its lead.
    const lead = /;|；/.test(first) ? /^([^:：]{8,}?)[:：]/.exec(first)?.[1] : undefined;
    const breaks = [...first.matchAll(/[，,；;：:]|\s[—–]\s/g)].map((m) => m.index!).filter((i) => displayWidth(first!.slice(0, i)) <= max && standsAlone(first!.slice(0, i)));
    first = lead && standsAlone(lead) ? lead : breaks.length ? first.slice(0, breaks[breaks.length - 1]) : shorten(first, max);
  }
  first = first.replace(/[\s,，;；:：—–-]+$/, '');
  if (!standsAlone(first) || isVague(first)) return undefined;
  return cap(first);
}

/** A file of prose (a plan, a design, notes), not code. */
const DOCUMENT_FILE = /\.(?:md|mdx|markdown|txt|rst|adoc)$/i;

// Requests that hand the agent a document to work from: "Implement this plan", "实现这个方案".
export const POINTS_AT_DOCUMENT = /\b(?:this|the|that) (?:plan|spec|specification|design(?: doc)?|doc(?:ument)?|prd|proposal|rfc)\b|(?:这个|该)(?:计划|方案|文档|设计)|この(?:計画|プラン|仕様|設計|ドキュメント)/i;

/**
 * A title from the name of the document a request pointed at
 * (".github/prompts/plan-trackFailedSubnetsPreserveIseEntries.prompt.md" → "Track failed subnets
 * preserve ISE entries"): the words of its name, cased as the conversation writes them.
 */
export function titleFromDocument(file: string, context: string): string | undefined {
  const base = pathLeaf(file)
    .replace(DOCUMENT_FILE, '')
    .replace(/\.prompt$/i, '')
    .replace(/^(?:\d{4}-\d{2}-\d{2}[-_]?|\d+[-_])/, '')
    .replace(/^(?:plan|spec|prd|rfc|design|proposal)[-_]/i, '');
  const words = base.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[-_\s.]+/).filter(Boolean);
  // "README", "plan", "notes" name no subject.
  if (words.length < 3) return undefined;
  // An acronym the conversation spells in capitals ("ISE", "VRF") keeps them.
  const acronyms = new Set((context.match(/\b[A-Z][A-Z0-9]{1,7}\b/g) ?? []).map((w) => w.toLowerCase()));
  const cased = words.map((w, i) => (acronyms.has(w.toLowerCase()) ? w.toUpperCase() : i === 0 ? cap1(w) : w.toLowerCase()));
  return cased.join(' ');
}

/** "Implement this plan": named by the plan file the agent read for it, if it read one. */
export function titleFromPlan(request: string, filesRead: string[], context: string): string | undefined {
  const plan = POINTS_AT_DOCUMENT.test(request) ? filesRead.find((f) => DOCUMENT_FILE.test(f)) : undefined;
  return plan ? titleFromDocument(plan, context) : undefined;
}

function cap1(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
}

/**
 * A decision record is named by the design document it was written into ("Decisions: capacity
 * DRA support" for docs/design/capacity-dra-support.md), else by its first rows.
 */
/** The row of a decision table that says which approach was chosen ("方案选择", "Approach", "Option"). */
const CHOICE_ROW = /^(?:方案|方案选择|选型|選択|方式|approach|option|choice|design|scheme|strategy|plan)\b|方案选择|选型/i;

export function decisionRecordTitle(rows: string[], written: string[], context: string, values: Record<string, string> = {}): string {
  const docs = [...new Set(written.filter((f) => DOCUMENT_FILE.test(f) && !/(?:^|\/)(?:readme|changelog|license)\.[a-z]+$/i.test(f)))];
  const design = docs.find((f) => /(?:^|\/)(?:design|designs|rfcs?|adr|decisions?|proposals?|specs?)\//i.test(f)) ?? (docs.length === 1 ? docs[0] : undefined);
  const named = design ? titleFromDocument(design, context) : undefined;
  // "Capacity DRA support: 切到方案 B（deviceclass/ 前缀）": the approach chosen is what the record is known by.
  const choiceRow = rows.find((r) => CHOICE_ROW.test(r));
  const choice = choiceRow && values[choiceRow] ? values[choiceRow].split(/[，,；;。]\s*/)[0].trim() : '';
  if (named && choice) return shorten(`${named}: ${choice}`, 90);
  if (named) return shorten(`Decisions: ${named}`, 90);
  return shorten(`Decisions: ${rows.slice(0, 3).join(', ')}${rows.length > 3 ? ` and ${rows.length - 3} more` : ''}`, 90);
}

/** A file named as the person typed it ("HAWZX.AI-GUIDE.md") is titled as it was written ("HAWZX-AI-GUIDE.md"). */
export function asWritten(title: string, written: string[]): string {
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = new Map(written.map(pathLeaf).map((b) => [norm(b), b]));
  return sentenceCase(unshouted(title.replace(/[\w.-]+\.[a-z0-9]{1,5}\b/gi, (name) => names.get(norm(name)) ?? name)));
}

// Words a title starts with as a sentence would ("if this repo was not called gitclaw…"), unlike a
// name written in lower case on purpose ("npm", "pi.sendMessage", "ubpb_c4").
const SENTENCE_START = /^(?:if|how|what|why|when|where|which|who|can|could|should|would|is|are|do|does|did|will|write|add|create|make|fix|tell|explain|show|list|give|find|update|remove|port|analy[sz]e|compare|look|check|set|use)\b(?![._/(])/;

/** "if this repo was not called gitclaw what should it be called?" → "If this repo…". */
function sentenceCase(title: string): string {
  return SENTENCE_START.test(title) ? title.charAt(0).toUpperCase() + title.slice(1) : title;
}

// Short capitals that are names, not shouting.
const ACRONYM = /^(?:API|AWS|GCP|CLI|SDK|URL|SSH|MCP|LLM|PR|CI|CD|UI|UX|DB|OS|VM|JS|TS|AI|ML|IP|DNS|CDN|TLS|SSL|CPU|GPU|RAM|SQL|MVP|USA|EU|UK|PDF|CSV|JSON|YAML|HTML|CSS|HTTP|HTTPS|REST|NPM|OK)$/;

/** "Assine GOOGLE CLOUD, NÃO Azure" is said loudly, not named so: "Assine Google Cloud, não Azure". */
function unshouted(title: string): string {
  const words = title.match(/[\p{Lu}]{4,}/gu) ?? [];
  if (words.filter((w) => !ACRONYM.test(w)).length < 2 || !/\p{Ll}/u.test(title)) return title;
  return title.replace(/(?<![\p{L}\d_.-])[\p{Lu}]{2,}(?![\p{L}\d_.-])/gu, (w) => (ACRONYM.test(w) ? w : w.length >= 4 ? w.charAt(0) + w.slice(1).toLowerCase() : w.toLowerCase()));
}

// What a naming question can be about, as `namingTitle` names it.
const NAMED_THINGS = 'repo(?:sitory)?|project|tool|library|app|package|product|cli|service|agent';
/** The title `namingTitle` gives; `merge/observed.ts` reads the thing named and the pick back. */
export const NAMING_TITLE = new RegExp(`^A new name for the (${NAMED_THINGS})\\b(?: \\(suggested: (.+)\\))?$`);

/**
 * A question asking what to call something ("If this repo was not called gitclaw what should it be
 * called?"), answered with a pick ("GitLodger is the cleanest pick…"): "A new name for the repo
 * (suggested: GitLodger)". Undefined for anything else.
 */
export function namingTitle(request: string, summary: string): string | undefined {
  if (!/\bwhat (?:should|would|could|do|might) (?:it|this|we|you|the [\w-]+)(?: \w+)? (?:be )?(?:called|named|call it|name it)\b|\b(?:suggest|propose|come up with|brainstorm) (?:a |some )?(?:new |better )?names?\b/i.test(request)) return undefined;
  const noun = new RegExp(`\\b(?:this|the|our|my) (${NAMED_THINGS})\\b`, 'i').exec(request)?.[1]?.toLowerCase() ?? 'project';
  const pick = /^\**([A-Z][\w.-]{2,40})\**\s+is\s+(?:the\s+)?(?:cleanest|best|top|strongest|clear|safest|obvious)\s+(?:pick|choice|option|name|winner)\b/.exec(summary)?.[1];
  // (The pick is the agent's until the sessions show it taken: `merge/observed.ts` says which.)
  return `A new name for the ${noun}${pick ? ` (suggested: ${pick})` : ''}`;
}
