import type { CSSProperties } from 'react';
import type { Column, ColumnFormat } from '../config-types';

/**
 * How wide a list column is: `fixed` at `width` pixels, or `flexible`, sharing the space the
 * fixed columns leave (never narrower than `width`).
 */
export interface ColumnLayout {
  kind: 'fixed' | 'flexible';
  width: number;
}

/**
 * Widths of the formats whose values have a known, short size. Texts, links and HTML (titles,
 * names, descriptions) have none: they take what is left.
 */
const COMPACT_WIDTHS: Readonly<Record<ColumnFormat, number | null>> = {
  text: null,
  link: null,
  html: null,
  number: 110,
  date: 130,
  datetime: 170,
  money: 150,
  semester: 210,
  status: 160,
};

/** The narrowest a flexible column gets before the grid scrolls sideways (phones). */
export const FLEXIBLE_MIN_WIDTH = 200;

/** A configured `width` wins; otherwise compact formats get their width and the rest are flexible. */
export function columnLayout(column: Pick<Column, 'format' | 'width'>): ColumnLayout {
  if (column.width) return { kind: 'fixed', width: column.width };
  const compact = COMPACT_WIDTHS[column.format];
  return compact === null
    ? { kind: 'flexible', width: FLEXIBLE_MIN_WIDTH }
    : { kind: 'fixed', width: compact };
}

/** What a list's columns look like laid out: each column's cell style and the grid's minimum width. */
export interface GridLayout {
  cellStyles: Readonly<Record<string, CSSProperties>>;
  /** Below this the grid keeps its width and its container scrolls sideways. */
  minWidth: number;
}

/**
 * Flex styles of every cell of a column (header and body alike, so they line up). When no
 * column is flexible the fixed ones grow in proportion, so the row is still filled.
 */
export function gridLayout(columns: readonly Pick<Column, 'field' | 'format' | 'width'>[]): GridLayout {
  const layouts = columns.map((column) => ({ field: column.field, ...columnLayout(column) }));
  const hasFlexible = layouts.some((layout) => layout.kind === 'flexible');
  const cellStyles = Object.fromEntries(
    layouts.map(({ field, kind, width }) => {
      const grow = kind === 'flexible' ? 1 : hasFlexible ? 0 : width;
      const style: CSSProperties = {
        boxSizing: 'border-box',
        flexGrow: grow,
        flexShrink: 0,
        flexBasis: kind === 'flexible' ? '0px' : `${width}px`,
        minWidth: `${width}px`,
      };
      return [field, style];
    }),
  );
  return { cellStyles, minWidth: layouts.reduce((sum, layout) => sum + layout.width, 0) };
}
