// The phone's navigation menu: below the header's breakpoint the navigation folds behind a Menu
// button (Escape or a link closes it). Without JavaScript the button stays hidden and the
// navigation stays open, wrapped to fit.
export function startNavToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const header = button?.closest<HTMLElement>('.site-header');
  if (!button || !header) return;
  const set = (open: boolean) => {
    header.dataset.nav = open ? 'open' : 'closed';
    button.setAttribute('aria-expanded', String(open));
  };
  set(false);
  button.hidden = false;
  button.addEventListener('click', () => set(header.dataset.nav !== 'open'));
  header.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && header.dataset.nav === 'open') {
      set(false);
      button.focus();
    }
  });
}
