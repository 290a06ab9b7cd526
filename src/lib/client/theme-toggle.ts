// Flips the light/dark theme and remembers it. Base.astro's inline head script has already applied
// the saved (or system) theme before first paint; this keeps the button's state in step.
export function startThemeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const root = document.documentElement;
  const sync = () => button.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  sync();
  button.addEventListener('click', () => {
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('lore-theme', root.dataset.theme);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
    sync();
  });
}
