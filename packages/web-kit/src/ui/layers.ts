/**
 * Which layer of the page is in the accessibility tree: while a dialog, a sheet or a full-screen notice
 * shows, only it is; the covered page is hidden (aria-hidden), so a screen reader, and a query by role,
 * finds only the top layer's controls. A module of its own: the first screen's network notice uses it
 * without the dialog component.
 */

/** The open dialogs' roots, the last one on top. */
const layers: Element[] = [];
/** Top-level elements of the page a dialog hid (not those hidden by their own code). */
const hiddenByDialogs = new Set<Element>();
/** Overlays above every dialog (the account frame) that keep the page in the tree while they show. */
let suspended = 0;

/** Everything at the page's top level but the top dialog is hidden; nothing when no dialog is open. */
function sync(): void {
  const top = suspended === 0 ? layers[layers.length - 1] : undefined;
  for (const element of hiddenByDialogs) {
    if (top && element !== top && !element.contains(top) && element.isConnected) continue;
    element.removeAttribute('aria-hidden');
    hiddenByDialogs.delete(element);
  }
  if (!top) return;
  for (const element of Array.from(document.body.children)) {
    if (element === top || element.contains(top) || element.tagName === 'SCRIPT') continue;
    if (hiddenByDialogs.has(element) || element.getAttribute('aria-hidden') === 'true') continue;
    element.setAttribute('aria-hidden', 'true');
    hiddenByDialogs.add(element);
  }
}

/**
 * Hides every top-level element of the page but the dialog's own from the accessibility tree; the answer
 * undoes it. Dialogs may stack: the one opened last is the one left in the tree.
 */
export function hideOutside(keep: Element): () => void {
  layers.push(keep);
  sync();
  return () => {
    const at = layers.lastIndexOf(keep);
    if (at >= 0) layers.splice(at, 1);
    sync();
  };
}

/**
 * An overlay that opens above a dialog from inside the page (the account frame, e.g. the login asked for
 * by a bet slip sheet) brings the page back into the tree while it shows; the answer ends that.
 */
export function keepPageShown(): () => void {
  suspended += 1;
  sync();
  return () => {
    suspended -= 1;
    sync();
  };
}

/** Whether a dialog, sheet, notice or the account frame covers the page. */
export const pageCovered = (): boolean => layers.length + suspended > 0;
