// A page the server painted a shell for (apps/server/src/web-app-shell.ts, ADR 085) carries its scripts
// in <template id="app-scripts">: they start right after that first paint, so the paint does not wait
// behind the app's script downloads. Pages without a shell load as before, and this does nothing.
(() => {
  // Each inserted tag starts a request (~10 ms each at Lighthouse's 4x): 35 of them in one task made
  // a task of 110-240 ms, all of it blocking time after the shell's paint; six a task still made tasks
  // of 60-70 ms. Three at a time, each batch in a task of its own (ADR 093): the downloads still start
  // within a few milliseconds of each other, the entry's first.
  const BATCH = 3;
  const insert = (original) => {
    // Elements made here run; the template's own copies never would.
    const element = document.createElement(original.localName);
    for (const { name, value } of original.attributes) element.setAttribute(name, value);
    document.head.append(element);
  };
  const insertFrom = (tags, from) => {
    for (const tag of tags.slice(from, from + BATCH)) insert(tag);
    if (from + BATCH < tags.length) setTimeout(() => insertFrom(tags, from + BATCH), 0);
  };
  const start = () => {
    const template = document.getElementById('app-scripts');
    if (!template) return;
    template.remove();
    // The entry first: its request is the one the page waits on; its imports are preloaded after it.
    const tags = [...template.content.children].sort(
      (a, b) => Number(b.localName === 'script') - Number(a.localName === 'script'),
    );
    insertFrom(tags, 0);
  };
  // A tab opened in the background paints nothing until shown: no reason to wait there.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
