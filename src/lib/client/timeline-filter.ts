// Filters the timeline by topic, status and type in the browser. Without JavaScript the whole
// timeline shows and the filter form stays hidden.
export function enableTimelineFilters(): void {
  const form = document.querySelector<HTMLFormElement>('[data-timeline-filters]');
  const root = document.querySelector<HTMLElement>('[data-timeline]');
  if (!form || !root) return;
  form.hidden = false;
  // The form only filters; it is never sent anywhere (and the CSP's form-action 'none' would refuse).
  form.addEventListener('submit', (e) => e.preventDefault());
  const count = form.querySelector<HTMLElement>('[data-timeline-count]');
  const items = [...root.querySelectorAll<HTMLElement>('li[data-status]')];
  const months = [...root.querySelectorAll<HTMLElement>('[data-month]')];
  const apply = () => {
    const want = Object.fromEntries(new FormData(form).entries()) as Record<string, string>;
    let shown = 0;
    for (const item of items) {
      const ok = (!want.topic || item.dataset.topic === want.topic) && (!want.status || item.dataset.status === want.status) && (!want.type || item.dataset.type === want.type);
      item.hidden = !ok;
      if (ok) shown++;
    }
    for (const month of months) month.hidden = !month.querySelector('li[data-status]:not([hidden])');
    if (count) count.textContent = `${shown} of ${items.length} shown`;
  };
  form.addEventListener('change', apply);
  apply();
}
