// The person's answers to an agent's multiple-choice questions (Codex's `request_user_input`): a
// structured decision, told as a line the extraction reads as the person's own words.

/** The marker the line starts with, so extraction knows it is a set of answered choices. */
export const ANSWERED_CHOICES = 'Answered the agent’s questions:';

interface Question {
  id: string;
  question: string;
  recommended?: string;
}

/** The questions of a `request_user_input` call, with the option the agent marked recommended. */
export function choiceQuestions(args: unknown): Question[] {
  let parsed: unknown = args;
  if (typeof args === 'string') {
    try {
      parsed = JSON.parse(args);
    } catch {
      return [];
    }
  }
  const questions = (parsed as { questions?: unknown })?.questions;
  if (!Array.isArray(questions)) return [];
  return questions.flatMap((q) => {
    const { id, question, header, options } = (q ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string') return [];
    const labels = Array.isArray(options) ? options.map((o) => (o as { label?: unknown })?.label).filter((l): l is string => typeof l === 'string') : [];
    const recommended = labels.find((l) => /\(recommended\)|（推奨）|\(推荐\)/i.test(l));
    return [{ id, question: typeof question === 'string' ? question : typeof header === 'string' ? header : id, ...(recommended ? { recommended: bare(recommended) } : {}) }];
  });
}

const bare = (label: string) => label.replace(/\s*(?:\(recommended\)|（推奨）|\(推荐\))\s*$/i, '').trim();

/** "Answered the agent’s questions: 既存の config.toml 方式はどう扱いますか。 → 完全移行 (not the recommended 後方互換あり)". */
export function answeredChoices(questions: Question[], output: unknown): string | undefined {
  let parsed: unknown = output;
  if (typeof output === 'string') {
    try {
      parsed = JSON.parse(output);
    } catch {
      return undefined;
    }
  }
  const answers = (parsed as { answers?: Record<string, { answers?: unknown }> })?.answers;
  if (!answers || typeof answers !== 'object') return undefined;
  const lines = questions.flatMap((q) => {
    const given = answers[q.id]?.answers;
    const chosen = Array.isArray(given) ? given.filter((a): a is string => typeof a === 'string').map(bare) : [];
    if (!chosen.length) return [];
    const against = q.recommended && !chosen.includes(q.recommended) ? ` (not the recommended ${q.recommended})` : '';
    return [`${q.question} → ${chosen.join(', ')}${against}`];
  });
  return lines.length ? `${ANSWERED_CHOICES} ${lines.join('; ')}` : undefined;
}
