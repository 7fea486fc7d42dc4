import { createColumnHelper, useTable } from '@tanstack/react-table';
import type { RemoteName } from 'contracts/federation';
import type { ReleaseEvent } from 'contracts/releases';
import { pageQuerySchema } from 'contracts/staff';
import { useSearchParams } from 'shared-ui';
import { DataTable, Pager } from '../../../components/data-table';
import { LoadFailure } from '../../../components/screen';
import { errorMessage } from '../../../lib/api';
import { formatPercent } from '../../../lib/format';
import { onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { RELEASE_HISTORY_PAGE_SIZE, useReleaseHistory } from '../api/get-release-history';
import { actorName, RELEASE_EVENT_LABELS, REMOTE_LABELS } from '../release-rules';
import { When } from './release-parts';
import styles from './releases.module.css';

/** The page of a remote's history in the screen's URL (`?mfe_careers-history=2`): four histories, one parameter each. */
export const historyParam = (remote: RemoteName) => `${remote}-history`;
const pageParam = pageQuerySchema.shape.page.catch(1);

const column = createColumnHelper<typeof staffTableFeatures, ReleaseEvent>();
const columns = column.columns([
  column.accessor('at', { header: 'When', enableSorting: false, cell: (info) => <When at={info.getValue()} /> }),
  column.accessor('action', { header: 'What', enableSorting: false, cell: (info) => RELEASE_EVENT_LABELS[info.getValue()] }),
  column.display({
    id: 'versions',
    header: 'From → to',
    cell: ({ row: { original: event } }) => (
      <>
        {event.from ? <code>{event.from}</code> : '—'} <span aria-hidden="true">→</span>
        <span className="visually-hidden">to</span> {event.to ? <code>{event.to}</code> : '—'}
      </>
    ),
  }),
  column.accessor('share', {
    header: 'Share',
    enableSorting: false,
    cell: (info) => {
      const share = info.getValue();
      return share === undefined ? '—' : formatPercent(share / 100);
    },
  }),
  column.accessor('actor', { header: 'Who', enableSorting: false, cell: (info) => actorName(info.getValue(), true) }),
  column.accessor('reason', { header: 'Reason', enableSorting: false, cell: (info) => info.getValue() || '—' }),
]);
const NO_EVENTS: ReleaseEvent[] = [];

/** A remote's changes, newest first, paged. */
export function ReleaseHistory({ remote }: { remote: RemoteName }) {
  const label = REMOTE_LABELS[remote];
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam.parse(searchParams.get(historyParam(remote)) ?? undefined);
  const history = useReleaseHistory(remote, page);
  const pagination = paginationState(page, RELEASE_HISTORY_PAGE_SIZE);
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: history.data?.items ?? NO_EVENTS,
    getRowId: (event) => event.id,
    rowCount: history.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    onPaginationChange: onPageChange(pagination, (next) =>
      setSearchParams((params) => {
        if (next === 1) params.delete(historyParam(remote));
        else params.set(historyParam(remote), String(next));
        return params;
      }),
    ),
  });
  return (
    <section aria-label={`History — ${label}`} className={styles.part}>
      <h3 className={styles.partTitle}>History</h3>
      {history.isError && <LoadFailure message={errorMessage(history.error)} onRetry={() => void history.refetch()} />}
      {history.isPending ? (
        <p role="status">Loading the history of {label}…</p>
      ) : (
        <>
          <DataTable table={table} caption={`History of ${label}`} empty="No change recorded yet." />
          <Pager table={table} label={`Pages of the history of ${label}`} />
        </>
      )}
    </section>
  );
}
