// Re-sorts an article list by date or title in the browser. The server already sends the list
// newest first, so without JavaScript nothing is missing; the controls stay hidden.
type Key = 'date-desc' | 'date-asc' | 'title';

function compare(key: Key) {
  return (a: HTMLElement, b: HTMLElement) => {
    const ta = a.dataset.title ?? '';
    const tb = b.dataset.title ?? '';
    if (key === 'title') return ta.localeCompare(tb);
    const da = a.dataset.date ?? '';
    const db = b.dataset.date ?? '';
    if (da !== db) return key === 'date-asc' ? (da < db ? -1 : 1) : da < db ? 1 : -1;
    return ta.localeCompare(tb);
  };
}

export function enableSorting(): void {
  const controls = document.querySelector<HTMLElement>('[data-sort-controls]');
  const list = document.querySelector<HTMLElement>('[data-sortable]');
  if (!controls || !list) return;
  controls.hidden = false;
  const buttons = [...controls.querySelectorAll<HTMLButtonElement>('button[data-sort]')];
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const items = [...list.children] as HTMLElement[];
      items.sort(compare(button.dataset.sort as Key));
      list.append(...items);
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
    });
  }
}
