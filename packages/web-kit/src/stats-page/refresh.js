// A live statistics page refreshes its content in place: it fetches itself every few seconds while
// visible and swaps the main element. A timed full reload (meta refresh) would move focus and scroll
// under the reader and cannot be paused, so it is not used. Refreshing stops once the server answers a
// page that is no longer live (no data-refresh), and while the tab is hidden. The server inlines this
// file and allows it by its hash; it holds no angle bracket, so it cannot end its own script element.
(() => {
  const main = document.querySelector('main[data-refresh]');
  if (!main) return;
  const every = Number(main.dataset.refresh) * 1000;
  let timer;
  const tick = async () => {
    if (document.hidden) return;
    let live = true;
    try {
      const response = await fetch(location.href, { credentials: 'same-origin', cache: 'no-store' });
      if (response.ok) {
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const next = page.querySelector('main');
        if (next) {
          main.innerHTML = next.innerHTML;
          live = next.hasAttribute('data-refresh');
        }
      }
    } catch {
      // Offline for a moment: the next tick tries again.
    }
    if (live) timer = setTimeout(tick, every);
  };
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) {
      clearTimeout(timer);
      tick();
    }
  });
  timer = setTimeout(tick, every);
})();
