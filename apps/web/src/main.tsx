/**
 * The entry: the page's own styles, then the app once the boot shell of index.html has painted. Its code
 * is already downloading (index.html preloads every file it needs); evaluating it after one frame lets
 * the shell show at once instead of after the whole bundle has run.
 */
import '@/shared/ui/global.css';

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./boot');
