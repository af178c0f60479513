/** The report's windowing as arithmetic: which rows a fixed-row-height viewport shows, with overscan, and its scroll. */

export interface GridWindow {
  /** First rendered row index (inclusive). */
  start: number;
  /** Last rendered row index (exclusive). */
  end: number;
}

export interface WindowMetrics {
  rowHeight: number;
  viewportHeight: number;
  /** Rows rendered above and below the visible ones, so a scroll does not show blanks. */
  overscan: number;
}

export function gridWindow(scrollTop: number, total: number, metrics: WindowMetrics): GridWindow {
  const { rowHeight, viewportHeight, overscan } = metrics;
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const lastVisible = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight);
  return { start: Math.max(0, firstVisible - overscan), end: Math.min(total, lastVisible + overscan) };
}

/** The scrollTop that brings a row fully into view (unchanged when it already is). */
export function scrollToShow(
  rowIndex: number,
  scrollTop: number,
  metrics: WindowMetrics,
  headerHeight: number,
): number {
  const top = rowIndex * metrics.rowHeight;
  const visibleHeight = metrics.viewportHeight - headerHeight;
  if (top < scrollTop) return top;
  if (top + metrics.rowHeight > scrollTop + visibleHeight) return top + metrics.rowHeight - visibleHeight;
  return scrollTop;
}
