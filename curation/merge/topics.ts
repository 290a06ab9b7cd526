// Topics from the project's own areas, not kinds of knowledge: subjects alike enough (terms and
// named things, TF-IDF cosine) share an area, named by the named thing most its own (weighing
// most in it against the rest of the project). A person's rules and names are "Preferences"; a
// superseded or outdated state sits with what replaced it. Few subjects make one area; several
// projects in one knowledge base make one area each.
import type { ArticleModel } from './model.ts';
import type { Exchange } from '../schema/claim.ts';
import type { TopicInfo as Topic } from '../schema/topics.ts';
import { combine, cosine, type Vector } from '../text/similarity.ts';
import { slugify } from '../lib/text.ts';
import { vectorOf } from './related.ts';
import { entitiesOf } from '../text/entities.ts';
import { says } from '../lang/index.ts';
import { REQUEST_WORDS } from '../lang/request-words.ts';
import { terms } from '../text/terms.ts';

const ASKING = new Set(terms(REQUEST_WORDS.join(' ')));

export const TOPICS = {
  /** Subjects alike above this share an area. */
  join: 0.18,
  /** Below this many subjects a project is one area. */
  minSubjects: 6,
  /** At most so many areas per project (fewer for few subjects: about the square root of their
   * number); the smallest join their nearest. */
  maxAreas: 8,
  minAreas: 2,
} as const;

const PREFERENCES: Topic = { id: 'preferences', label: 'Preferences and rules', description: 'What the person set down for good: rules, names, ways of working.' };
const GENERAL_LABEL = 'General';
/** Where the articles on the agents and models the sessions ran on, and the errors they hit, are filed. */
const SETUP: Topic = { id: 'runtime', label: 'Runtime' };

interface Area {
  members: ArticleModel[];
  v: Vector;
}

function cluster(subjects: ArticleModel[], vectors: Map<ArticleModel, Vector>): Area[] {
  const cap = Math.max(TOPICS.minAreas, Math.min(TOPICS.maxAreas, Math.round(Math.sqrt(subjects.length))));
  const areas: Area[] = [];
  // Largest subjects first: they found the areas the smaller ones join.
  for (const m of [...subjects].sort((a, b) => b.claims.length - a.claims.length || a.founder.localeCompare(b.founder))) {
    const v = vectors.get(m)!;
    let best: Area | undefined;
    let bestScore: number = TOPICS.join;
    for (const a of areas) {
      const s = cosine(a.v, v);
      if (s > bestScore) [best, bestScore] = [a, s];
    }
    if (best) {
      best.members.push(m);
      best.v = combine(best.v, v);
    } else areas.push({ members: [m], v });
  }
  // Lone subjects and areas past the cap join their nearest area.
  const sorted = () => areas.sort((a, b) => b.members.length - a.members.length);
  sorted();
  while (areas.length > 1 && (areas.length > cap || areas[areas.length - 1].members.length === 1)) {
    const small = areas.pop()!;
    const nearest = areas.reduce((x, y) => (cosine(y.v, small.v) > cosine(x.v, small.v) ? y : x));
    if (areas.length >= cap || cosine(nearest.v, small.v) > 0 || small.members.length === 1) {
      nearest.members.push(...small.members);
      nearest.v = combine(nearest.v, small.v);
      sorted();
    } else {
      areas.push(small);
      break;
    }
  }
  return areas;
}

/** A named thing that can name an area: no path, no number, no bare acronym or capitalised word
 * of prose ("API", "Description"): a name with a shape of its own ("GitHub Pages", "RepoMind",
 * "docker-compose", "Feishu"). */
function nameable(surface: string, kind?: string): boolean {
  if (kind && kind !== 'name' && kind !== 'ident') return false;
  // Scripts mixed in one name, or a digit at its end ("path0"), name no area.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(surface) && /[A-Za-z]/.test(surface)) return false;
  if (/\d$/.test(surface) || /^\p{Ll}+$/u.test(surface)) return false;
  if (/_|^\p{Lu}[\p{Lu}\s\d-]+$/u.test(surface) || surface.split(/\s+/).length > 3) return false;
  if (surface.length < 3 || surface.length > 30 || /[\\/]|:\d+$|^\d|\.(?:md|json|txt|ya?ml|ts|js|py)$/i.test(surface)) return false;
  if (/^\p{Lu}{1,4}$/u.test(surface)) return false;
  if (ASKING.has(terms(surface)[0] ?? '') || says('conclude', surface) || says('chatter', surface)) return false;
  // One capitalised word of prose is a name only with a shape of its own (inner capital, digit).
  if (/^\p{Lu}\p{Ll}+$/u.test(surface)) return false;
  return true;
}

type Weights = Map<string, { surface: string; w: number; asked: Set<Exchange> }>;

/** How much each nameable named thing weighs in an area. */
function weightsOf(a: Area): Weights {
  const w: Weights = new Map();
  for (const m of a.members) {
    for (const ex of new Set(m.claims.map((c) => c.exchange))) {
      // An area is named by what the person talks about, not by a token of a log or a config.
      const asked = ex.speaker === 'person' ? ex.request.toLowerCase() : '';
      for (const [key, surface, weight] of ex.entities) {
        if (!nameable(surface, entitiesOf(surface)[0]?.kind) || !asked.includes(key)) continue;
        const x = w.get(key) ?? w.set(key, { surface, w: 0, asked: new Set() }).get(key)!;
        x.w += weight;
        x.asked.add(ex);
      }
    }
  }
  return w;
}

/** The named thing weighing most in the area against the rest of the project, as written. */
function nameOf(mine: Weights, total: Map<string, number>): string | undefined {
  let best: { surface: string; score: number } | undefined;
  for (const [k, x] of mine) {
    const score = x.w * (x.w / (total.get(k) ?? x.w));
    // (Asked about in two exchanges at least: one prompt's word is no area.)
    if (x.w >= 2 && x.asked.size >= 2 && (!best || score > best.score)) best = { surface: x.surface, score };
  }
  return best?.surface;
}

function label(surface: string): string {
  return /^[\p{Ll}]/u.test(surface) && !/[._\d]/.test(surface) ? surface[0].toUpperCase() + surface.slice(1) : surface;
}

/** Gives every model its topic; returns the topics used, with their names. */
/** `preferences`: the folder the person's rules and names go to (`curation.topics.preference`). */
export function assignTopics(models: ArticleModel[], idf: (t: string) => number, preferences: string = PREFERENCES.id): Topic[] {
  const PREFS: Topic = preferences === PREFERENCES.id ? PREFERENCES : { ...PREFERENCES, id: preferences };
  const topics = new Map<string, Topic>();
  const use = (t: Topic) => (topics.get(t.id) ?? topics.set(t.id, t).get(t.id)!).id;
  const projects = new Set(models.map((m) => m.project));
  const taken = new Set([PREFS.id, SETUP.id]);
  const slug = (text: string) => {
    const base = slugify(text.replace(/[-_.]/g, ' '), 'area', 40);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  for (const project of [...projects].sort()) {
    const subjects = models.filter((m) => m.project === project && m.form === 'subject');
    const projectName = project || GENERAL_LABEL;
    // Several projects in one knowledge base: an area each, named after the project.
    if (projects.size > 1 || subjects.length < TOPICS.minSubjects) {
      const id = projects.size > 1 ? slug(projectName) : slug(GENERAL_LABEL);
      const topic = { id, label: projects.size > 1 ? projectName : GENERAL_LABEL };
      for (const m of subjects) m.topic = use(topic);
      continue;
    }
    const vectors = new Map(subjects.map((m) => [m, vectorOf(m, idf)]));
    const areas = cluster(subjects, vectors);
    const weights = new Map(areas.map((a) => [a, weightsOf(a)]));
    const total = new Map<string, number>();
    for (const w of weights.values()) for (const [k, x] of w) total.set(k, (total.get(k) ?? 0) + x.w);
    // Areas with no name of their own are one: "General".
    // (Two areas named alike are one topic.)
    const named = new Map<string, Topic>();
    for (const a of areas) {
      const name = label(nameOf(weights.get(a)!, total) ?? GENERAL_LABEL);
      const topic = named.get(name) ?? named.set(name, { id: slug(name), label: name }).get(name)!;
      for (const m of a.members) m.topic = use(topic);
    }
  }
  for (const m of models) {
    if (m.form === 'record') m.topic = use(PREFS);
    if (m.form === 'setup') m.topic = use(SETUP);
  }
  const byFounder = new Map(models.map((m) => [m.founder, m]));
  for (const m of models) {
    if (m.form !== 'retired') continue;
    const successor = byFounder.get(m.supersededBy ?? m.related[0] ?? '');
    m.topic = successor?.topic ?? use({ id: slug(GENERAL_LABEL), label: GENERAL_LABEL });
  }
  return [...topics.values()].sort((a, b) => a.label.localeCompare(b.label));
}
