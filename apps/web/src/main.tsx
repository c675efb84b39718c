/**
 * The entry: the page's own styles, then the app once the boot shell of index.html has painted (its
 * inline script has already started the first screen's data calls). Its code is already downloading (index.html preloads every file it needs);
 * evaluating it after one frame lets the shell show at once instead of after the whole bundle has run.
 */
import '@/shared/ui/global.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
await nextTask();
// React DOM is the largest library: evaluated in a task of its own, the rest in the next one, so
// neither is one long task.
await import('react-dom/client');
await nextTask();
await import('./boot');
