// Browser side of search: builds the dialog and loads Pagefind on first open (never before), runs
// queries with the chosen filters and sort, and lists results with their status in words. Queries
// in Chinese, Japanese or Thai are cut into words the way the index was (src/lib/text-lang.ts).
import { joinUnspaced, spaceWords } from '../text-lang.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResponse {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
}

interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (term: string | null, o?: Record<string, unknown>) => Promise<PagefindResponse | null>;
}

const MAX_RESULTS = 30;
const STATUS_GLYPH: Record<string, string> = { current: '●', disputed: '⚠', superseded: '↷', outdated: '◷' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Pagefind's excerpts are text with <mark> around hits: keep the marks, escape the rest. */
function markExcerpt(excerpt: string): string {
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  return parts.map((p) => (p === '<mark>' || p === '</mark>' ? p : escapeHtml(p.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string] ?? '')))).join('');
}

const CONFIDENCES = ['high', 'medium', 'low'];

function options(values: string[]): string {
  return values.map((v) => `<option value="${escapeHtml(v)}">${escapeHtml(v)}</option>`).join('');
}

/** The dialog, built once on first open from what the search button says (base path, statuses,
 * types); the topic list is filled from the index when Pagefind loads. */
function createDialog(button: HTMLElement): HTMLDialogElement {
  const words = (s: string | undefined) => (s ?? '').split(' ').filter(Boolean);
  const dialog = document.createElement('dialog');
  dialog.className = 'search-dialog';
  dialog.id = 'search-dialog';
  dialog.setAttribute('aria-labelledby', 'search-title');
  dialog.dataset.base = button.dataset.base || '/';
  dialog.innerHTML = `<div class="search-inner">
    <header>
      <h2 id="search-title" class="visually-hidden">Search the knowledge base</h2>
      <div class="search-row">
        <label for="search-input" class="visually-hidden">Search terms</label>
        <input id="search-input" type="search" placeholder="Search articles…" autocomplete="off" spellcheck="false">
        <button type="button" class="button" data-search-close>Close <span class="visually-hidden">search</span></button>
      </div>
      <details class="search-filters-fold" data-search-filters>
      <summary>Filters and order</summary>
      <div class="search-filters">
        <label>Topic<select data-filter="topic"><option value="">Any</option></select></label>
        <label>Status<select data-filter="status"><option value="">Any</option>${options(words(button.dataset.statuses))}</select></label>
        <label>Type<select data-filter="type"><option value="">Any</option>${options(words(button.dataset.types))}</select></label>
        <label>Confidence<select data-filter="confidence"><option value="">Any</option>${options(CONFIDENCES)}</select></label>
        <label>Sort<select data-search-sort><option value="">Relevance</option><option value="desc">Newest first</option><option value="asc">Oldest first</option></select></label>
      </div>
      </details>
    </header>
    <div class="search-results">
      <p class="search-status" role="status" aria-live="polite" data-search-status>Type to search, or pick a filter.</p>
      <ol data-search-results></ol>
    </div>
  </div>`;
  // Open where there is room; on a phone the results come first, the filters one tap away.
  dialog.querySelector<HTMLDetailsElement>('[data-search-filters]')!.open = window.matchMedia('(min-width: 641px)').matches;
  document.body.append(dialog);
  return dialog;
}

export function startSearch(): void {
  const button = document.querySelector<HTMLElement>('[data-search-open]');
  if (!button) return;
  let opened: ReturnType<typeof wireDialog> | undefined;
  const open = () => {
    opened ??= wireDialog(createDialog(button));
    opened.open();
  };
  for (const b of document.querySelectorAll('[data-search-open]')) b.addEventListener('click', open);
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement | null;
    const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      open();
    } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      open();
    }
  });
}

function wireDialog(dialog: HTMLDialogElement): { open: () => void } {
  const input = dialog.querySelector<HTMLInputElement>('#search-input')!;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  const list = dialog.querySelector<HTMLOListElement>('[data-search-results]')!;
  const filterSelects = [...dialog.querySelectorAll<HTMLSelectElement>('select[data-filter]')];
  const sortSelect = dialog.querySelector<HTMLSelectElement>('[data-search-sort]')!;
  const base = dialog.dataset.base || '/';
  let pagefind: Promise<Pagefind> | undefined;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const load = (): Promise<Pagefind> => {
    pagefind ??= (async () => {
      const mod = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
      await mod.options({ baseUrl: base, excerptLength: 26 });
      await mod.init?.();
      const topics = (await mod.filters()).topic ?? {};
      const topicSelect = filterSelects.find((s) => s.dataset.filter === 'topic');
      if (topicSelect && topicSelect.options.length === 1) {
        for (const t of Object.keys(topics).sort()) topicSelect.add(new Option(`${t} (${topics[t]})`, t));
      }
      return mod;
    })();
    pagefind.catch(() => {
      pagefind = undefined;
    });
    return pagefind;
  };

  const render = async () => {
    const mine = ++generation;
    const term = input.value.trim();
    const filters: Record<string, string> = {};
    for (const s of filterSelects) if (s.value) filters[s.dataset.filter!] = s.value;
    if (!term && !Object.keys(filters).length) {
      list.replaceChildren();
      status.textContent = 'Type to search, or pick a filter.';
      return;
    }
    let pf: Pagefind;
    try {
      pf = await load();
    } catch {
      status.textContent = 'Search is not available here: the search index is written by `npm run build` (run it once, then reload).';
      return;
    }
    status.textContent = 'Searching…';
    const options: Record<string, unknown> = { filters };
    if (sortSelect.value) options.sort = { date: sortSelect.value };
    const response = await pf.search(term ? spaceWords(term) : null, options);
    if (mine !== generation || !response) return;
    const data = await Promise.all(response.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (mine !== generation) return;
    const total = response.results.length;
    status.textContent = total === 0 ? 'No articles match.' : `${total} article${total === 1 ? '' : 's'}${total > MAX_RESULTS ? `, showing the first ${MAX_RESULTS}` : ''}.`;
    list.innerHTML = data
      .map((d) => {
        const st = d.meta.status ?? 'current';
        const cls = st === 'superseded' || st === 'outdated' ? ` class="title is-${st}"` : ' class="title"';
        const lang = d.meta.lang && d.meta.lang !== 'en' && /^[a-z]{2,3}$/.test(d.meta.lang) ? ` lang="${d.meta.lang}"` : '';
        return `<li data-status="${escapeHtml(st)}" data-date="${escapeHtml(d.meta.date ?? '')}"><a${cls}${lang} href="${escapeHtml(d.url)}">${escapeHtml(d.meta.title ?? d.url)}</a>
          <div class="meta"><span class="badge status-${escapeHtml(st)}"><span class="glyph" aria-hidden="true">${STATUS_GLYPH[st] ?? ''}</span>${escapeHtml(st)}</span>
          ${d.meta.topic ? `<span>${escapeHtml(d.meta.topic)}</span>` : ''}${d.meta.date ? `<span>${escapeHtml(d.meta.date)}</span>` : ''}${d.meta.confidence ? `<span>${escapeHtml(d.meta.confidence)} confidence</span>` : ''}</div>
          <p class="excerpt"${lang}>${joinUnspaced(markExcerpt(d.excerpt))}</p></li>`;
      })
      .join('');
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(render, 120);
  };

  const open = () => {
    if (!dialog.open) dialog.showModal();
    input.focus();
    input.select();
    load().catch(() => {
      status.textContent = 'Search is not available here: the search index is written by `npm run build` (run it once, then reload).';
    });
  };

  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  input.addEventListener('input', schedule);
  for (const s of [...filterSelects, sortSelect]) s.addEventListener('change', render);
  return { open };
}
