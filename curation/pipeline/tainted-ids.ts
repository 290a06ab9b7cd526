// Article ids are slugs of titles and stay an article's for good. A title made before a value in it
// was known secret gives an id that holds the value, whole or cut off where the slug ends
// ("release-tagged-velvet-maple"): in the run that learns the value, such ids are given up, so the
// article takes a new id from its redacted title and no file name, link or record keeps the value.
import { slugify } from '../lib/text.ts';

/** Shortest cut-off start of a value that still counts as the value (as the last filter's). */
const CUT_PREFIX = 8;

/** The forms a value takes inside a slug: its words joined by hyphens, with and without the small words slugs drop. */
function slugForms(value: string): string[] {
  const words = value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join('-');
  return [...new Set([words, slugify(value, '', 1000)])].filter((f) => f.length >= CUT_PREFIX);
}

/**
 * The ids among `ids` that hold a value of `values` (clear values learnt in this run) as a slug
 * holds it, or that the last filter `guard` changes.
 */
export function idsHoldingSecrets(ids: Iterable<string>, values: Iterable<string>, guard: (text: string) => string): Set<string> {
  const forms = [...values].flatMap(slugForms);
  const out = new Set<string>();
  for (const id of ids) {
    if (guard(id) !== id) {
      out.add(id);
      continue;
    }
    // (A slug taken by another article goes on with -2, -3: the value ends before it.)
    const bare = id.replace(/-\d+$/, '');
    const holds = forms.some((f) => {
      if (bare.includes(f)) return true;
      for (let k = f.length - 1; k >= CUT_PREFIX; k--) if (bare.endsWith(f.slice(0, k))) return true;
      return false;
    });
    if (holds) out.add(id);
  }
  return out;
}
