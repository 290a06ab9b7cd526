// Tokens split by a line break: a terminal or an editor wrapped a long key, or a person pasted it
// across two lines. At each line break between two runs of token characters, the two runs are
// joined and the detectors run on the join; a secret that crosses the break is redacted in both
// parts. Only runs that look like the start of a token are joined (a known prefix, or mixed
// letters and digits), so ordinary wrapped prose and code cost one look at each line end.
import type { Detector, Span } from './detectors.ts';

const MAX_RUN = 400;
const MIN_BEFORE = 6;
const MIN_AFTER = 4;

function isRunChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 43 || c === 47 || c === 46 || c === 61;
}

// A run worth joining: a prefix some detector knows, or letters and digits mixed like a key's.
const TOKEN_START = /(?:^|[^A-Za-z0-9])(?:sk-|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[baprse]-|AKIA|ASIA|AIza|hf_|npm_|pypi-|SG\.|eyJ|[sr]k_(?:live|test)_)|[A-Za-z]\d|\d[A-Za-z]/;

/** The next line goes on with the token: not a word, a CamelCase name, a date or a number. */
function continuesToken(next: string): boolean {
  const after = next.split(/[./]/)[0];
  const upper = /[A-Z]/.test(after);
  const lower = /[a-z]/.test(after);
  const digit = /\d/.test(after);
  if (Number(upper) + Number(lower) + Number(digit) < 2) return false;
  return !/^(?:[A-Z][a-z]+)+$/.test(after) && !/^\d{4}-\d{2}/.test(after);
}

/** The line breaks of a text: `\n`, `\r\n`, and `\n` written out (escaped JSON inside text). */
const BREAK = /\r?\n|\\n/g;

export function wrappedTokens(detectors: readonly Detector[]): Detector {
  return {
    kind: 'wrapped',
    triggers: ['\n', '\\n'],
    find(text, out) {
      BREAK.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = BREAK.exec(text)) !== null) {
        const cut = m.index;
        const resume = cut + m[0].length;
        // The next line first: most start with indentation or a word, which ends the look at once.
        let end = resume;
        while (end < text.length && end - resume < MAX_RUN && isRunChar(text.charCodeAt(end))) end++;
        if (end - resume < MIN_AFTER || !isRunChar(text.charCodeAt(cut - 1))) continue;
        if (!continuesToken(text.slice(resume, end))) continue;
        let start = cut;
        while (start > 0 && cut - start < MAX_RUN && isRunChar(text.charCodeAt(start - 1))) start--;
        if (cut - start < MIN_BEFORE) continue;
        const before = text.slice(start, cut);
        if (!TOKEN_START.test(before)) continue;
        const joined = before + text.slice(resume, end);
        const spans: Span[] = [];
        for (const d of detectors) if (!d.triggers || d.triggers.some((t) => joined.includes(t))) d.find(joined, spans);
        for (const s of spans) {
          // Only a secret that crosses the break: one on either side alone is found where it is.
          if (!s.kind || s.start >= before.length || s.end <= before.length) continue;
          out.push({ start: start + s.start, end: resume + (s.end - before.length), kind: s.kind, priority: s.priority });
        }
      }
    },
  };
}
