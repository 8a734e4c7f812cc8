// A page the server painted a shell for (apps/server/src/web-app-shell.ts, ADR 085) carries its scripts
// in <template id="app-scripts">: they start right after that first paint, so the paint does not wait
// behind the app's script downloads. Pages without a shell load as before, and this does nothing.
(() => {
  const start = () => {
    const template = document.getElementById('app-scripts');
    if (!template) return;
    template.remove();
    // Elements made here run; the template's own copies never would.
    for (const original of template.content.children) {
      const element = document.createElement(original.localName);
      for (const { name, value } of original.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  // A tab opened in the background paints nothing until shown: no reason to wait there.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
