import { createColumnHelper, useTable } from '@tanstack/react-table';
import { type AuditEntry, type AuditQuery, auditQuerySchema } from 'contracts/staff';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, EVERY_RECORD } from 'contracts/staff-rules';
import { useSearchParams } from 'shared-ui';
import { SelectField, TextField } from 'shared-ui/forms';
import { DataTable, Pager } from '../../../components/data-table';
import { LoadFailure, Screen } from '../../../components/screen';
import { SearchFilters, useFilterForm } from '../../../components/search-filters';
import { errorMessage } from '../../../lib/api';
import { AUDIT_ACTION_LABELS, formatDateTime, ROLE_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { queryFromSearch, searchFromQuery } from '../../../lib/queries';
import { onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { useAudit } from '../api/get-audit';
import styles from './audit.module.css';

/** Enough to read a working day's actions on one page. */
export const AUDIT_PAGE_SIZE = 50;
const AUDIT_PARAMS = ['action', 'targetType', 'targetId', 'actor', 'page'] as const;
const DEFAULTS = { ...auditQuerySchema.parse({}), pageSize: AUDIT_PAGE_SIZE };

const RECORD_LABELS: Record<AuditEntry['target']['type'], string> = {
  account: 'Account',
  enquiry: 'Enquiry',
  application: 'Application',
  job: 'Job',
  person: 'Person',
  address: 'Client address',
  release: 'Release',
  audit: 'Audit log',
  subscription: 'Newsletter subscription',
  'candidate-mail-template': 'Candidate mail template',
  story: 'Story',
  'story-photo': 'Story photo',
};
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const RECORD_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: RECORD_LABELS[type] }));

const column = createColumnHelper<typeof staffTableFeatures, AuditEntry>();
const columns = column.columns([
  column.accessor('at', {
    header: 'When',
    enableSorting: false,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  column.accessor('actor', {
    header: 'Who',
    enableSorting: false,
    cell: (info) => {
      const actor = info.getValue();
      if (actor.type === 'staff')
        return (
          <>
            {actor.email} <span className={styles.sub}>{ROLE_LABELS[actor.role]}</span>
          </>
        );
      if (actor.type === 'system') return 'The site itself (system)';
      if (actor.type === 'anonymous') return 'Someone not signed in';
      return actor.type === 'command-line' ? 'The staff command (command line)' : 'The machine token (/api/admin)';
    },
  }),
  column.accessor('action', { header: 'What', enableSorting: false, cell: (info) => AUDIT_ACTION_LABELS[info.getValue()] }),
  column.accessor('target', {
    header: 'Record',
    enableSorting: false,
    cell: (info) => {
      const { type, id } = info.getValue();
      return (
        <>
          {RECORD_LABELS[type]}{' '}
          {id === EVERY_RECORD ? (
            <span className={styles.sub}>(a list or an export)</span>
          ) : (
            <code className={styles.id}>{id}</code>
          )}
        </>
      );
    },
  }),
  column.accessor('details', {
    header: 'Details',
    enableSorting: false,
    cell: (info) => {
      const details = Object.entries(info.getValue() ?? {});
      if (details.length === 0) return '—';
      return (
        <ul className={styles.details}>
          {details.map(([name, value]) => (
            <li key={name}>
              {name}: {String(value)}
            </li>
          ))}
        </ul>
      );
    },
  }),
]);
const NO_ENTRIES: AuditEntry[] = [];

type Filters = Pick<AuditQuery, 'action' | 'targetType' | 'targetId'>;

/** /staff/audit: every staff action, newest first; filters and page in the URL. */
export function AuditLog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = { ...queryFromSearch(auditQuerySchema, searchParams, AUDIT_PARAMS), pageSize: AUDIT_PAGE_SIZE };
  const audit = useAudit(query);
  const pagination = paginationState(query.page, query.pageSize);
  const show = (next: Partial<AuditQuery>) => setSearchParams(searchFromQuery({ ...query, ...next }, DEFAULTS));
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: audit.data?.items ?? NO_ENTRIES,
    getRowId: (entry) => entry.id,
    rowCount: audit.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    onPaginationChange: onPageChange(pagination, (page) => show({ page })),
  });

  return (
    <Screen
      title="Audit log"
      intro="Every action taken in the console, with the staff command or the machine token, every read of personal data and every failed sign-in. A person and a client address are named by a keyed pseudonym, never the address."
    >
      <AuditFilters key={searchParams.toString()} query={query} onFilter={(filters) => show({ ...filters, page: 1 })} />
      {audit.isError && <LoadFailure message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />}
      {audit.isPending ? (
        <p role="status">Loading the audit log…</p>
      ) : (
        <>
          <DataTable table={table} caption="Audit log" empty="Nothing recorded matches these filters." />
          <Pager table={table} label="Pages of the audit log" />
        </>
      )}
    </Screen>
  );
}

function AuditFilters({ query, onFilter }: { query: AuditQuery; onFilter: (filters: Filters) => void }) {
  const { submit, field } = useFilterForm<Filters>(
    auditQuerySchema,
    { action: query.action ?? '', targetType: query.targetType ?? '', targetId: query.targetId ?? '' },
    onFilter,
  );
  return (
    <SearchFilters label="Filter the audit log" onSubmit={submit} clearTo={staffPaths.audit} className={styles.filterColumns}>
      <SelectField label="Action" placeholder="Any action" options={ACTION_OPTIONS} {...field('action')} />
      <SelectField label="Record type" placeholder="Any record" options={RECORD_OPTIONS} {...field('targetType', 'type')} />
      <TextField label="Record id" type="text" spellCheck={false} {...field('targetId', 'record')} />
    </SearchFilters>
  );
}
