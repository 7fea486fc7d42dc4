/**
 * The console's tables (TanStack Table): sorting and paging are the API's (manual), the state
 * lives in the page's URL, so a filtered, sorted page of the inbox is a link a colleague can open.
 */
import {
  type OnChangeFn,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
} from '@tanstack/react-table';
import { STAFF_PAGE_SIZE_DEFAULT } from 'contracts/staff-rules';

export const staffTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type StaffTableFeatures = typeof staffTableFeatures;

/** `?page=3` ↔ the table's pagination (page index from 0). */
export function paginationState(page: number, pageSize = STAFF_PAGE_SIZE_DEFAULT): PaginationState {
  return { pageIndex: page - 1, pageSize };
}

/** The page the table asks for (Next, Previous), as a 1-based page number. */
export function onPageChange(current: PaginationState, setPage: (page: number) => void): OnChangeFn<PaginationState> {
  return (updater) => {
    const next = typeof updater === 'function' ? updater(current) : updater;
    setPage(next.pageIndex + 1);
  };
}

/** The one sorting the API offers (by date, newest or oldest first) as the table's sorting state. */
export function dateSorting(columnId: string, sort: 'newest' | 'oldest'): SortingState {
  return [{ id: columnId, desc: sort === 'newest' }];
}

export function onDateSortingChange(
  current: SortingState,
  setSort: (sort: 'newest' | 'oldest') => void,
): OnChangeFn<SortingState> {
  return (updater) => {
    const [next] = typeof updater === 'function' ? updater(current) : updater;
    setSort(next?.desc === false ? 'oldest' : 'newest');
  };
}
