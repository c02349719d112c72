import type { ReactNode } from 'react';

/**
 * A box that scrolls (a wide board, a table on a phone) as a labelled region keyboard users can
 * reach: Tab focuses it, the arrow keys scroll it, and the focus ring shows where they are
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollArea({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={`${className} scroll-area`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
