import type { ReactTable, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import type { StaffTableFeatures } from '../lib/table';
import styles from './data-table.module.css';

interface DataTableProps<T extends RowData> {
  table: ReactTable<StaffTableFeatures, T>;
  /** Names the table (its caption) and the scrolling region around it. */
  caption: string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

/**
 * A TanStack table as accessible HTML: a caption, sortable headers as buttons with aria-sort,
 * and a focusable region that scrolls sideways on a narrow screen.
 */
export function DataTable<T extends RowData>({ table, caption, empty }: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <Button variant="ghost" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}</span>
                      </Button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Previous and Next under a paged table, and where the reader is. */
export function Pager<T extends RowData>({ table, label }: { table: ReactTable<StaffTableFeatures, T>; label: string }) {
  const { pageIndex } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
        Previous page
      </Button>
      <p className={styles.pageOf} aria-live="polite">
        Page {pageIndex + 1} of {pageCount} ({table.getRowCount()} in all)
      </p>
      <Button variant="secondary" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
        Next page
      </Button>
    </nav>
  );
}
