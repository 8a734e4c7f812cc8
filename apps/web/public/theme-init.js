// Theme before first paint: page class, then data-theme, then stored preference, then the system (spec §4).
// src/lib/theme.ts detects in the same order and keeps the choice under the same storage key.
(() => {
  const root = document.documentElement;
  if (root.classList.contains('dark') || root.classList.contains('light')) return;
  let theme = root.getAttribute('data-theme');
  try {
    theme = theme || localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (privacy mode); fall through to the system preference.
  }
  if (!theme) theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (theme === 'dark') root.classList.add('dark');
})();
