// A small glob matcher for privacy rules. Node's `path.matchesGlob` skips dot-directories
// (`**` never enters `.claude/`), and agents keep their sessions in exactly such directories
// (`~/.claude/projects/…`, `~/.codex/sessions/…`), so rules need a matcher that does not.
//
// Syntax: `**` any number of directories, `*` anything but `/`, `?` one character but `/`,
// `[abc]` / `[!abc]` classes, `{a,b}` alternatives. A trailing `/**` also matches the directory
// itself (`**/private/**` matches the cwd `/home/me/private`); a pattern without `/` matches a
// path's last part anywhere (`*.secret.jsonl` is `**/*.secret.jsonl`). Matching is case-sensitive.

const cache = new Map<string, RegExp>();

function escapeChar(c: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(c) ? `\\${c}` : c;
}

function translate(glob: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\' && i + 1 < glob.length) {
      out += escapeChar(glob[++i]);
    } else if (c === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        i++;
        if (atStart && glob[i + 1] === '/') {
          out += '(?:.*/)?';
          i++;
        } else if (atStart && i + 1 === glob.length && i >= 2) {
          out = `${out.replace(/\\\/$/, '')}(?:/.*)?`;
        } else {
          out += '.*';
        }
      } else {
        out += '[^/]*';
      }
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) {
        out += '\\[';
      } else {
        let body = glob.slice(i + 1, close);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) {
      out += '|';
    } else {
      out += escapeChar(c);
    }
  }
  return out + ')'.repeat(braces);
}

/** The glob compiled to an anchored regular expression (cached). */
export function globToRegExp(glob: string): RegExp {
  let re = cache.get(glob);
  if (!re) {
    let pattern = glob.replace(/^\.\//, '');
    if (!pattern.includes('/')) pattern = `**/${pattern}`;
    re = new RegExp(`^${translate(pattern)}$`);
    cache.set(glob, re);
  }
  return re;
}

/** Path with forward slashes and no trailing slash, as rules are written. */
export function normalisePath(p: string): string {
  const forward = p.replace(/\\/g, '/');
  return forward.length > 1 ? forward.replace(/\/+$/, '') : forward;
}

export function matchesGlob(p: string, glob: string): boolean {
  return globToRegExp(glob).test(normalisePath(p));
}
