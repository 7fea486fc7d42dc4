import { createColumnHelper, useTable } from '@tanstack/react-table';
import { LOCALE_NAMES } from 'contracts/languages';
import { type NewsletterSubscription, newsletterSubscriptionQuerySchema } from 'contracts/staff';
import { Link, useSearchParams } from 'shared-ui';
import { DataTable, Pager } from '../../../components/data-table';
import { LoadFailure, Screen } from '../../../components/screen';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { queryFromSearch, searchFromQuery } from '../../../lib/queries';
import { onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { SUBSCRIBERS_CSV_URL, useSubscriptions } from '../api/get-subscriptions';
import styles from './subscribers.module.css';

const PARAMS = ['state', 'page'] as const;
const DEFAULTS = newsletterSubscriptionQuerySchema.parse({});
const STATE_LABELS: Record<NewsletterSubscription['state'], string> = {
  pending: 'Pending (not confirmed yet)',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const STATE_FILTERS = [undefined, 'confirmed', 'pending', 'unsubscribed'] as const;

const when = (value: string | undefined) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : '—');
const column = createColumnHelper<typeof staffTableFeatures, NewsletterSubscription>();
const columns = column.columns([
  column.accessor('email', { header: 'Address', enableSorting: false }),
  column.accessor('locale', { header: 'Language', enableSorting: false, cell: (info) => LOCALE_NAMES[info.getValue()] }),
  column.accessor('state', { header: 'State', enableSorting: false, cell: (info) => STATE_LABELS[info.getValue()] }),
  column.accessor('subscribedAt', { header: 'Subscribed', enableSorting: false, cell: (info) => when(info.getValue()) }),
  column.accessor('confirmedAt', { header: 'Confirmed', enableSorting: false, cell: (info) => when(info.getValue()) }),
  column.accessor('unsubscribedAt', { header: 'Unsubscribed', enableSorting: false, cell: (info) => when(info.getValue()) }),
]);
const NO_SUBSCRIPTIONS: NewsletterSubscription[] = [];

/** The list of one state (or all), from its first page. */
function stateLink(state: NewsletterSubscription['state'] | undefined): string {
  const search = new URLSearchParams(searchFromQuery({ ...DEFAULTS, state }, DEFAULTS)).toString();
  return search ? `${staffPaths.newsletter}?${search}` : staffPaths.newsletter;
}

/** /staff/newsletter: the newsletter's subscribers, newest first, by state, paged in the URL; all of them as CSV. */
export function Subscribers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearch(newsletterSubscriptionQuerySchema, searchParams, PARAMS);
  const subscriptions = useSubscriptions(query);
  const pagination = paginationState(query.page, query.pageSize);
  const show = (next: Partial<typeof query>) => setSearchParams(searchFromQuery({ ...query, ...next }, DEFAULTS));
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: subscriptions.data?.items ?? NO_SUBSCRIPTIONS,
    getRowId: (subscription) => subscription.id,
    rowCount: subscriptions.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    onPaginationChange: onPageChange(pagination, (page) => show({ page })),
  });

  return (
    <Screen
      title="Newsletter"
      intro="Who subscribed to the newsletter on the news page. An address is pending until its owner confirms from the mail we sent; only confirmed addresses may be sent the newsletter. Each list and export is recorded in the audit log."
    >
      <div className={styles.tools}>
        <nav aria-label="Subscriptions by state" className={styles.states}>
          {STATE_FILTERS.map((state) => (
            <Link key={state ?? 'all'} to={stateLink(state)} aria-current={query.state === state ? 'page' : undefined}>
              {state ? STATE_LABELS[state] : 'All'}
            </Link>
          ))}
        </nav>
        <a href={SUBSCRIBERS_CSV_URL} download>
          Export every subscriber (CSV)
        </a>
      </div>
      {subscriptions.isError && (
        <LoadFailure message={errorMessage(subscriptions.error)} onRetry={() => void subscriptions.refetch()} />
      )}
      {subscriptions.isPending ? (
        <p role="status">Loading the subscribers…</p>
      ) : (
        <>
          <DataTable table={table} caption="Newsletter subscribers" empty="No subscriber in this state." />
          <Pager table={table} label="Pages of subscribers" />
        </>
      )}
    </Screen>
  );
}
