// What a later request changed ("github.account -> GITHUB_ACCOUNT", "Actually remove the command
// list from the system prompt") no longer holds as told before it: history, not a key fact.
import type { Statement, Subject } from '../schema/digest.ts';
import { stem, tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { SESSION_WORDS } from './signals.ts';

// A request, in the imperative, to change what was built or said: "Actually remove the command
// list from…", "github.account -> GITHUB_ACCOUNT", "…は template/.devenvrc にする".
const CHANGE_REQUEST = /^[\s*-]*(?:(?:actually|no|instead|ok|okay|please|now|then)[,.]?\s+)*(?:remove|rename|replace|move|change|switch|use|drop|delete|put|make)\b|->|→|仕様変更|に変更して|にして[。.]?\s*$|に変えて|にする[。.]?\s*$|改成|改为|换成|替换成|(?:troque|mude|substitua|remova|use)\b/im;
// Words of a change request that say how, not what: they tie it to no earlier statement.
const CHANGE_WORDS = new Set(tokenize(`${SESSION_WORDS} actually remove add change changes rename replace move instead delete drop switch other also please make put into from spec 仕様変更 変更 修改`));

// (A file named in both answers is where the change was made, not what was removed.)
const FILE_NAME = /\.(?:sh|py|ts|js|mjs|go|rs|rb|md|toml|json|ya?ml|ini|conf|cfg|txt|lock)$/;

/** Names of code in a text: "devenv.githubAccount", "setup_github.sh", "GITHUB_ACCOUNT", "runGithub". */
function identifiers(text: string): Set<string> {
  return new Set([...text.matchAll(/[A-Za-z][\w-]*(?:[._][\w-]+)+|\b[a-z]+[A-Z]\w*/g)].map((m) => m[0].toLowerCase()));
}

// "じゃぁ、それは不要", "那就不需要了", "then drop it", "not needed then".
const BARE_REMOVAL = /^(?:(?:じゃぁ?|では|なら|那就?|好的?|ok(?:ay)?|then|so)[、,，\s]*)?(?:(?:それ|これ|そこ|那个|这个|它|it|that|this)(?:は|も|就)?\s*)?(?:不要(?:です)?|いらない|要らない|不需要了?|删掉吧?|去掉吧?|(?:remove|drop|delete) (?:it|that|this)|(?:is )?not needed|(?:is )?unnecessary)(?:\s*(?:then|了|です|ね|よ))?[。.!！]?$/i;

/**
 * What "じゃぁ、それは不要" at exchange `m`, acted on, removed: the names of code the answer before
 * it explained and its own answer names ("devenv.githubAccount"). Undefined for any other request.
 */
function removedBy(exchanges: Exchange[], m: number): Set<string> | undefined {
  if (m < 1 || !BARE_REMOVAL.test(promptText(exchanges[m]).trim()) || !exchanges[m].tools.some((t) => t.filesWritten.length)) return undefined;
  // (Only what names what the answer says it removed, "devenv.githubAccount": the rest of the
  // explanation before it, how git push authenticates, still holds.)
  const before = identifiers(exchanges[m - 1].answer.split('\n')[0]);
  return new Set([...identifiers(exchanges[m].answer)].filter((id) => before.has(id) && !FILE_NAME.test(id)));
}

/** Whether a text names any of the removed things. */
function namesAny(text: string, removed: Set<string>): boolean {
  return [...identifiers(text)].some((id) => removed.has(id));
}

/**
 * A statement told as a list of items ("…; git config --local user.email …; 参照用に
 * devenv.githubAccount も保存") of which some name what was removed: those items no longer hold
 * (told in `history`), the others still do. The statement itself when no item, or every item, does.
 */
function withoutItems(st: Statement, removed: Set<string>, on: string, history: string[]): Statement {
  const names = (text: string) => namesAny(text, removed);
  const parts = st.text.split(/;\s+|；/);
  const gone = parts.filter(names);
  if (parts.length < 2 || !gone.length || gone.length === parts.length) return st;
  history.push(`Before the change asked for on ${on} (no longer holds): “${gone.join('; ')}”`);
  return { ...st, text: parts.filter((p) => !names(p)).join('; ') };
}

/**
 * The same, across the session's other subjects: "じゃぁ、それは不要" in a follow-up thread removes
 * the item an earlier subject listed ("参照用に devenv.githubAccount も保存"). Only list items go:
 * a whole statement of another subject may be why the thing existed.
 */
export function removedElsewhere(exchanges: Exchange[], subjects: Subject[]): void {
  for (let m = 1; m < exchanges.length; m++) {
    const removed = removedBy(exchanges, m);
    if (!removed?.size) continue;
    const at = exchanges[m].prompts[0].time;
    for (const subject of subjects) {
      const history: string[] = [];
      subject.statements = subject.statements.map((st) => (st.source.date < at ? withoutItems(st, removed, at.slice(0, 10), history) : st));
      subject.corrections.push(...history.filter((h) => !subject.corrections.includes(h)));
    }
  }
}

/** The pairs of a request that only renames ("仕様変更\n* github.account -> GITHUB_ACCOUNT\n* …"); else undefined. */
function renamePairs(ask: string): [string, string][] | undefined {
  const lines = ask.split('\n').map((l) => l.trim()).filter(Boolean);
  const pairs = lines.map((l) => /^(?:[-*+]\s+)?[`"']?([\w.\-/]+)[`"']?\s*(?:->|→|=>)\s*[`"']?([\w.\-/]+)[`"']?[.。]?$/.exec(l));
  // (A first line may say what the pairs are, ".devenv/config.toml の仕様変更"; nothing else.)
  const body = pairs[0] === null ? pairs.slice(1) : pairs;
  if (!body.length || body.some((x) => x === null)) return undefined;
  return body.map((x) => [x![1], x![2]]);
}

/**
 * Removes from `told` what a later imperative request in the thread changed, and returns the
 * History lines for it. `toldIn` says in which exchange each statement was told; `work` is the
 * exchange that did the thread's work (its own request is no change to it).
 */
export function retireChanged(exchanges: Exchange[], told: Statement[], toldIn: Map<Statement, number>, work?: Exchange): string[] {
  const history: string[] = [];
  for (let m = 1; m < exchanges.length; m++) {
    const ask = promptText(exchanges[m]);
    // "じゃぁ、それは不要" (then that is not needed), acted on: what the answer before it explained
    // is gone. (Said without words of its own, it can only mean the thing just discussed.)
    const removed = removedBy(exchanges, m);
    if (removed) {
      // (An answer to the person's question, "…を実施すると…使われるようになる？", is why they removed
      // it: still true of the removed code, told as the reason, not as a claim that no longer holds.)
      const explained = /[?？]\s*$/.test(promptText(exchanges[m - 1]).trim());
      const on = exchanges[m].prompts[0].time.slice(0, 10);
      const names = (text: string) => namesAny(text, removed);
      for (let i = told.length - 1; i >= 0; i--) {
        const n = toldIn.get(told[i]);
        if (n === undefined || n >= m || !names(told[i].text)) continue;
        if (n === m - 1) {
          history.push(explained ? `Why it was removed on ${on}: “${told[i].text}”` : `Before the change asked for on ${on} (no longer holds): “${told[i].text}”`);
          told.splice(i, 1);
          continue;
        }
        const kept = withoutItems(told[i], removed, on, history);
        if (kept !== told[i]) {
          told[i] = kept;
          toldIn.set(kept, n);
        }
      }
      continue;
    }
    // (A question, "gh auth switch せずに切り替える方法はある？", changes nothing.)
    if (!CHANGE_REQUEST.test(ask) || ask.length > 1500 || /[?？]\s*$/.test(ask.trim()) || exchanges[m] === work) continue;
    // "github.account -> GITHUB_ACCOUNT" and nothing else renames keys: what was said of them still
    // holds under the new names ("git config --local user.name" is git's own key, not the renamed
    // one), so nothing is retired; History says what was renamed.
    const renames = renamePairs(ask);
    if (renames) {
      const on = exchanges[m].prompts[0].time.slice(0, 10);
      history.push(`Renamed on ${on}, as asked: ${renames.map(([a, b]) => `${a} → ${b}`).join('; ')}`);
      // What was said before under the old names says so, where it speaks of the file renamed in
      // (".devenv/config.toml の仕様変更"): "git config --local user.name" is git's key, not its.
      const file = /[\w.-]+\.(?:toml|ya?ml|json|ini|env|conf|cfg|properties)\b/.exec(ask.split('\n')[0] ?? '')?.[0];
      for (let i = 0; i < told.length; i++) {
        const n = toldIn.get(told[i]);
        if (n === undefined || n >= m || (file && !told[i].text.includes(pathLeaf(file)))) continue;
        const ids = identifiers(told[i].text);
        const hit = renames.filter(([a]) => ids.has(a.toLowerCase()));
        if (!hit.length) continue;
        told[i] = { ...told[i], text: `${told[i].text.replace(/[.。]$/, '')} (renamed on ${on}: ${hit.map(([a, b]) => `${a} → ${b}`).join(', ')})` };
        toldIn.set(told[i], n);
      }
      continue;
    }
    const asked = new Set(tokenize(ask).filter((t) => t.length >= 3 && !CHANGE_WORDS.has(t)).map(stem));
    if (asked.size < 2) continue;
    for (let i = told.length - 1; i >= 0; i--) {
      const n = toldIn.get(told[i]);
      if (n === undefined || n >= m) continue;
      const shared = new Set(tokenize(told[i].text).map(stem).filter((t) => asked.has(t)));
      if (shared.size < Math.min(3, Math.ceil(asked.size * 0.6))) continue;
      history.push(`Before the change asked for on ${exchanges[m].prompts[0].time.slice(0, 10)} (no longer holds): “${told[i].text}”`);
      told.splice(i, 1);
    }
  }
  return history;
}
