// Which exchanges can hold knowledge. Greetings, pings, small talk about the agent itself,
// general trivia unrelated to the project and failed calls make nothing.
import type { Session } from '../schema/session.ts';
import type { AnswerDigest } from './answer.ts';
import type { Exchange } from './exchanges.ts';
import { GREETING, LIMITATION, TRIVIA_FORM } from './signals.ts';
import { tokenize } from '../lib/text.ts';

export type ExchangeClass = 'greeting' | 'chat' | 'trivia' | 'failed' | 'no-reply' | 'clarification' | 'substantive';

// Words that tie a question to software work even when no file is named.
const WORK_WORDS = new Set(
  tokenize(
    'repo repository code commit branch merge pull request pr issue file folder directory build test tests deploy deployment workflow action actions ' +
      'config configuration install api bug error function class module package script agent skill skills github gitlab git ci pipeline server database ' +
      'schema migration release version docs documentation readme license copyright fork template site website page token model prompt session sessions ' +
      'state cron schedule log logs cli command terminal docker kubernetes cluster node npm python rust go java typescript javascript',
  ),
);

/** Terms that belong to this project: path segments of the working directory and of files touched. */
export function projectVocabulary(session: Session): Set<string> {
  const vocab = new Set<string>();
  const add = (p: string) => {
    for (const t of tokenize(p.replace(/[/\\._-]+/g, ' '))) if (t.length > 2) vocab.add(t);
  };
  if (session.cwd) add(session.cwd.split(/[/\\]/).slice(-2).join(' '));
  for (const call of session.toolCalls) {
    for (const f of [...call.filesRead, ...call.filesWritten]) add(f.split(/[/\\]/).slice(-3).join(' '));
  }
  for (const word of ['home', 'runner', 'work', 'user', 'users', 'src', 'tmp', 'index', 'main', 'readme', 'doc', 'docs', 'json', 'yaml', 'yml', 'jsonl', 'txt']) vocab.delete(word);
  return vocab;
}

function mentionsProject(prompt: string, vocab: Set<string>): boolean {
  // Code names ("resourceClaimRefs", "ResourceSlice", "snake_case"), paths, files and issue numbers.
  if (/`[^`]+`|[\w-]+\/[\w.-]+|\.\w{1,5}\b|\b[A-Za-z][a-z]+[A-Z]\w*|\b\w+_\w+\b|#\d+/.test(prompt)) return true;
  return tokenize(prompt).some((t) => vocab.has(t) || WORK_WORDS.has(t));
}

export function classifyExchange(ex: Exchange, digest: AnswerDigest, vocab: Set<string>): ExchangeClass {
  // "Hail" then "Why is the sky blue?" sent in a row: judge the request, not the greeting.
  const asked = ex.prompts.filter((p) => !GREETING.test(p.text.trim()));
  const prompt = (asked.length ? asked : ex.prompts).map((p) => p.text).join('\n\n').trim();
  if (!ex.answer) return ex.errors.length ? 'failed' : 'no-reply';
  if (GREETING.test(prompt.trim())) return 'greeting';
  const usedTools = ex.tools.length > 0;
  const answerHasCode = /`[^`]+`/.test(ex.answer) || ex.replies.some((r) => r.code?.length);
  // A question about the agent itself answered with a limitation ("I don't remember other sessions") is knowledge.
  const aboutAgent = /\b(?:you|your)\b/i.test(prompt) && prompt.split(/\s+/).length > 6 && LIMITATION.test(digest.summary);
  if (!usedTools && !aboutAgent && !mentionsProject(prompt, vocab)) {
    if (TRIVIA_FORM.test(prompt.trim()) || !answerHasCode) return prompt.split(/\s+/).length <= 6 && !TRIVIA_FORM.test(prompt.trim()) ? 'chat' : 'trivia';
  }
  if (digest.clarification) return 'clarification';
  // (A table alone has little prose but is no small talk.)
  if (digest.length < 40 && !digest.facts.length && !ex.tools.some((t) => t.filesWritten.length || t.commands.length)) return 'chat';
  return 'substantive';
}
