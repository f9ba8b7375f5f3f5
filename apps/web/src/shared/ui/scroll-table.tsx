import { useEffect, useRef, type RefObject } from 'react';
import { Table, type GetRef, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where Ant Design's table scrolls: sideways (`.ant-table-content`), or under a fixed header (`.ant-table-body`). */
const SCROLLERS = '.ant-table-content, .ant-table-body';
const MARK = 'data-scroll-region';

/** Makes `part` a named region reachable by the keyboard while it scrolls, and a plain element again when it fits. */
function markScrollRegion(part: HTMLElement, label: string) {
  const scrolls = part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1;
  if (scrolls) {
    part.tabIndex = 0;
    part.setAttribute('role', 'region');
    part.setAttribute('aria-label', label);
    part.setAttribute(MARK, '');
  } else if (part.hasAttribute(MARK)) {
    for (const name of ['tabindex', 'role', 'aria-label', MARK]) part.removeAttribute(name);
  }
}

/**
 * Makes each of a table's scrolling parts that scrolls now a named region reachable by the keyboard (tab to it, then
 * the arrow keys scroll it: axe's scrollable-region-focusable), and a part that no longer scrolls a plain one again,
 * so a table that fits is no extra tab stop.
 */
export function markScrollRegions(root: Element, label: string) {
  for (const part of Array.from(root.querySelectorAll<HTMLElement>(SCROLLERS))) markScrollRegion(part, label);
}

/**
 * Keeps the marks of `markScrollRegion(s)` true after every render and whenever the element or what it holds changes
 * size: `mark` marks what scrolls in the element `root` gives.
 */
function useMarks(root: () => HTMLElement | null, mark: (root: HTMLElement) => void) {
  useEffect(() => {
    const element = root();
    if (!element) return;
    mark(element);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => mark(element));
    observer.observe(element);
    for (const part of Array.from(element.querySelectorAll(`${SCROLLERS}, table`))) observer.observe(part);
    return () => observer.disconnect();
  });
}

/** The region's name for a screen reader when a table (or a box around one) scrolls. */
function useRegionLabel(label?: string) {
  const { t } = useTranslation();
  return label ?? t('table.scroll_region', 'Table (scroll to see all of it)');
}

/**
 * For a box that scrolls sideways itself around what it holds (a dashboard's table on a phone): while it scrolls, it
 * is a named region reachable by the keyboard, as a ScrollTable's scrolling part is.
 */
export function useScrollRegion(box: RefObject<HTMLElement | null>, regionLabel?: string) {
  const label = useRegionLabel(regionLabel);
  useMarks(
    () => box.current,
    (element) => markScrollRegion(element, label),
  );
}

export type ScrollTableProps<T> = TableProps<T> & {
  /** The region's name for a screen reader when the table scrolls (by default, "Table (scroll to see all of it)"). */
  regionLabel?: string;
};

/**
 * Ant Design's table for every table that scrolls (`scroll` given; a lint rule keeps it so): while its content is
 * wider (or taller) than its place, the scrolling part can be reached and scrolled with the keyboard and is named.
 */
export function ScrollTable<T extends object>({ regionLabel, ...props }: ScrollTableProps<T>) {
  const table = useRef<GetRef<typeof Table>>(null);
  const label = useRegionLabel(regionLabel);
  // After every render (new rows, columns, language), and whenever the table or its content changes size.
  useMarks(
    () => table.current?.nativeElement ?? null,
    (element) => markScrollRegions(element, label),
  );
  return <Table<T> ref={table} {...props} />;
}
