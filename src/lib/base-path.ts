// Joins site paths onto the base the site is served under (`/` or `/<repo>/`). Pure, so pages,
// endpoints, build scripts and tests all agree on one rule: base always ends with one slash,
// paths never start with one.

/** `/lore` → `/lore/`, `` → `/`. */
export function normalizeBase(base: string | undefined): string {
  let b = base || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b.replace(/\/{2,}/g, '/');
}

/** `joinBase('/lore/', 'articles/x/')` → `/lore/articles/x/`; a leading slash on `path` is ignored. */
export function joinBase(base: string | undefined, path = ''): string {
  return normalizeBase(base) + path.replace(/^\/+/, '');
}
