import type { ReactNode } from 'react';

export interface TableScrollRegionProps {
  /** The region's name: the table's own name, so a screen reader says what scrolls. */
  label?: string;
  /** Or the id of the heading that names it. */
  labelledBy?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table's sideways scrolling on a narrow screen, as a named region that is in the tab order,
 * so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1 Keyboard).
 */
export function TableScrollRegion({ label, labelledBy, minWidth, children }: TableScrollRegionProps) {
  return (
    // `position: relative` makes the region the containing block of what is absolutely positioned in
    // the table (visually hidden column names), so the region clips it; otherwise it sits past the
    // region's edge and widens the whole page on a phone (WCAG 1.4.10 Reflow).
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // A scrolling region must be focusable for keyboard users to scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ overflowX: 'auto', position: 'relative' }}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
