/**
 * The page behind an open modal dialog is `inert` (HTML's attribute): a screen reader's virtual
 * cursor, Tab and a click all skip it, and axe no longer sees its landmarks twice (the Quick Submit
 * panel over the Run tab, docs/DECISIONS.md, Accessibility). Dialogs stack (a confirm opened from a
 * panel): only the newest is live, and closing it hands the page back to the one under it, never to
 * the room while a dialog is still open.
 *
 * The app's announcers stay live: an inert subtree leaves the accessibility tree, so a toast or a
 * sale said while a dialog is open would never be heard. Both are mounted inside #root, deep in the
 * tree, so the whole page cannot be made inert in one go; instead every element beside the path
 * from <body> down to the dialog and to each announcer is.
 */
const ANNOUNCERS = '.Toastify, [data-announcer]';

/** Open dialogs, oldest first. */
const layers: Element[] = [];
/** What this module made inert (something already inert is left as it was). */
let madeInert: Element[] = [];

/** Makes everything but `dialog` (and the announcers) inert until the returned function is called. */
export function openModalLayer(dialog: Element): () => void {
  layers.push(dialog);
  refresh();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    layers.splice(layers.lastIndexOf(dialog), 1);
    refresh();
  };
}

function refresh(): void {
  for (const el of madeInert) el.removeAttribute('inert');
  madeInert = [];
  const top = layers.at(-1);
  if (top) madeInert = inertAllBut([top, ...document.querySelectorAll(ANNOUNCERS)]);
}

/** Sets `inert` on each element that neither is one of `keep`, nor holds one, nor sits inside one. */
function inertAllBut(keep: Element[]): Element[] {
  const kept = new Set(keep);
  const holders = new Set<Element>();
  for (const el of keep) {
    for (let parent = el.parentElement; parent && !holders.has(parent); parent = parent.parentElement) holders.add(parent);
  }
  const made: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.has(child)) continue;
      if (holders.has(child)) visit(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        made.push(child);
      }
    }
  };
  visit(document.body);
  return made;
}
