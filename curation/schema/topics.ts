// `knowledge/_topics.json`: the human names of the knowledge base's topics. Curation writes it
// (topics come from the project's own areas); the site reads it to show "CI/CD" where the folder
// says `ci-cd`. Optional: a topic it does not name gets a label derived from its slug.
//
//   [{ "id": "ci-cd", "label": "CI/CD", "description": "Workflows, runners and deploys" }]
import { z } from 'zod';
import { SLUG } from './common.ts';
import { own } from '../lib/own.ts';

export const TOPICS_FILE = '_topics.json';

export const topicInfoSchema = z.object({
  /** The topic's slug: the `topic` of its articles and the folder they live in. */
  id: z.string().regex(SLUG, 'id is the topic slug: lowercase letters, digits and hyphens'),
  /** What a reader sees: "CI/CD", "Payments API". */
  label: z.string().trim().min(1, 'label must not be empty').max(80, 'label is at most 80 characters'),
  /** One line about what the topic holds. */
  description: z.string().trim().max(300, 'description is at most 300 characters').optional(),
});
export type TopicInfo = z.output<typeof topicInfoSchema>;

export const topicsFileSchema = z.array(topicInfoSchema).superRefine((topics, ctx) => {
  const seen = new Set<string>();
  topics.forEach((t, i) => {
    if (seen.has(t.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `topic "${t.id}" is listed twice` });
    seen.add(t.id);
  });
});

// Words that are initialisms wherever they appear in a slug. Two of them side by side are a pair
// written with a slash ("ci-cd" → "CI/CD", "ui-ux" → "UI/UX").
const INITIALISMS = new Set([
  'ai', 'api', 'apis', 'aws', 'cd', 'ci', 'cli', 'cpu', 'css', 'db', 'dns', 'e2e', 'gcp', 'gpu', 'html', 'http', 'https', 'id', 'ids', 'io',
  'ios', 'js', 'json', 'jwt', 'k8s', 'llm', 'llms', 'mcp', 'ml', 'oauth', 'os', 'pr', 'prs', 'qa', 'rest', 'sdk', 'sql', 'ssh', 'sso', 'tls',
  'ts', 'ui', 'ux', 'url', 'urls', 'vm', 'vms', 'xml', 'yaml',
]);
// Initialisms whose usual spelling is not all capitals.
const SPELLED: Record<string, string> = { apis: 'APIs', ids: 'IDs', ios: 'iOS', llms: 'LLMs', oauth: 'OAuth', prs: 'PRs', urls: 'URLs', vms: 'VMs', k8s: 'K8s' };
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** A readable name for a topic slug that `_topics.json` does not name: `limitations` →
 * "Limitations", `ci-cd` → "CI/CD", `release-and-deploy` → "Release and Deploy". */
export function topicLabelFromSlug(slug: string): string {
  const words = slug.split(/[-_]+/).filter(Boolean);
  let out = '';
  words.forEach((word, i) => {
    const initialism = INITIALISMS.has(word);
    const text = initialism ? (own(SPELLED, word) ?? word.toUpperCase()) : i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);
    const pairWithPrevious = i > 0 && initialism && INITIALISMS.has(words[i - 1]);
    out += i === 0 ? text : pairWithPrevious ? `/${text}` : ` ${text}`;
  });
  return out || slug;
}
