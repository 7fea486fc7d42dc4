import { createColumnHelper, useTable } from '@tanstack/react-table';
import { SERVICE_OPTIONS } from 'contracts/contact-rules';
import { LOCALE_NAMES } from 'contracts/languages';
import type { EnquiryQuery } from 'contracts/staff';
import type { EnquiryStatus } from 'contracts/staff-rules';
import { useEffect, useState } from 'react';
import { Button, Link, useLocation, useSearchParams } from 'shared-ui';
import { DataTable, Pager } from '../../../components/data-table';
import { LoadFailure, Screen } from '../../../components/screen';
import { type BadgeTone, StatusBadge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api';
import { ENQUIRY_STATUS_LABELS, formatDateTime } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { dateSorting, onDateSortingChange, onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { useEnquiries } from '../api/get-enquiries';
import { inboxLocation, inboxQuery } from '../inbox-query';
import { responseClock } from '../response-clock';
import styles from './enquiries.module.css';
import { InboxFilters } from './inbox-filters';

type EnquiryRow = NonNullable<ReturnType<typeof useEnquiries>['data']>['items'][number];

export const STATUS_TONES: Record<EnquiryStatus, BadgeTone> = { new: 'new', 'in progress': 'active', closed: 'done' };
export const SERVICE_LABELS: Record<string, string> = Object.fromEntries(
  SERVICE_OPTIONS.map((option) => [option.value, option.label]),
);

const column = createColumnHelper<typeof staffTableFeatures, EnquiryRow>();
const columns = column.columns([
  column.accessor('receivedAt', {
    header: 'Received',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    sortDescFirst: true,
  }),
  column.accessor('name', {
    header: 'From',
    enableSorting: false,
    cell: (info) => (
      <>
        <Link to={staffPaths.enquiry(info.row.original.id)} className={styles.rowLink}>
          {info.getValue()}
        </Link>
        <span className={styles.sub}>{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor('company', { header: 'Company', enableSorting: false, cell: (info) => info.getValue() || '—' }),
  column.accessor('service', { header: 'Service', enableSorting: false, cell: (info) => SERVICE_LABELS[info.getValue()] }),
  column.accessor('locale', { header: 'Language', enableSorting: false, cell: (info) => LOCALE_NAMES[info.getValue()] }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge tone={STATUS_TONES[info.getValue()]}>{ENQUIRY_STATUS_LABELS[info.getValue()]}</StatusBadge>,
  }),
  column.accessor('owner', {
    header: 'Owner',
    enableSorting: false,
    cell: (info) => info.getValue()?.name || info.getValue()?.email || 'Unassigned',
  }),
  column.accessor('firstResponseDueAt', {
    header: 'First reply',
    enableSorting: false,
    cell: (info) => <ResponseClockText enquiry={info.row.original} />,
  }),
]);

const CLOCK_TICK_MS = 60_000;

/** The time now, again every minute while shown: the clock's words move on in an inbox left open. */
function useMinuteTick(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The first-response clock of a row: its words, and the due time in full for whoever points at it. */
export function ResponseClockText({ enquiry }: { enquiry: EnquiryRow }) {
  const clock = responseClock(enquiry, useMinuteTick());
  return (
    <time
      dateTime={enquiry.firstRepliedAt ?? enquiry.firstResponseDueAt}
      title={`Due ${formatDateTime(enquiry.firstResponseDueAt)}`}
      className={styles[`clock-${clock.state}`]}
    >
      {clock.text}
    </time>
  );
}

/** The owner filter's choices, the API's own values (none: everyone's). */
const OWNER_CHOICES: [EnquiryQuery['owner'], string][] = [
  [undefined, 'Everyone’s'],
  ['me', 'Mine'],
  ['unassigned', 'Unassigned'],
];

function OwnerChoice({ owner, onChoose }: { owner: EnquiryQuery['owner']; onChoose: (owner: EnquiryQuery['owner']) => void }) {
  return (
    <fieldset className={styles.ownerChoice}>
      <legend>Owner</legend>
      {OWNER_CHOICES.map(([value, label]) => (
        <Button
          key={label}
          variant={owner === value ? 'primary' : 'secondary'}
          aria-pressed={owner === value}
          onClick={() => onChoose(value)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
const NO_ROWS: EnquiryRow[] = [];

/**
 * /staff/enquiries: the inbox. Filters, order and page live in the URL (the API's own parameter
 * names), the search text in the history entry (inbox-query.ts).
 */
export function Inbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const query = inboxQuery(searchParams, state);
  const enquiries = useEnquiries(query);
  const show = (next: Partial<EnquiryQuery>) => {
    const { search, state: nextState } = inboxLocation({ ...query, ...next });
    setSearchParams(search, { state: nextState });
  };
  const sorting = dateSorting('receivedAt', query.sort);
  const pagination = paginationState(query.page, query.pageSize);

  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: enquiries.data?.items ?? NO_ROWS,
    getRowId: (row) => row.id,
    rowCount: enquiries.data?.total ?? 0,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    onSortingChange: onDateSortingChange(sorting, (sort) => show({ sort, page: 1 })),
    onPaginationChange: onPageChange(pagination, (page) => show({ page })),
  });

  return (
    <Screen title="Inbox" intro="Enquiries sent through the contact form, newest first unless you sort them otherwise.">
      <OwnerChoice owner={query.owner} onChoose={(owner) => show({ owner, page: 1 })} />
      <InboxFilters
        key={`${searchParams}|${query.q ?? ''}`}
        query={query}
        onFilter={(filters) => show({ ...filters, page: 1 })}
      />
      {enquiries.isError && <LoadFailure message={errorMessage(enquiries.error)} onRetry={() => void enquiries.refetch()} />}
      {enquiries.isPending ? (
        <p role="status">Loading enquiries…</p>
      ) : (
        <>
          <DataTable table={table} caption="Enquiries" empty="No enquiry matches these filters." />
          <Pager table={table} label="Pages of enquiries" />
        </>
      )}
    </Screen>
  );
}
