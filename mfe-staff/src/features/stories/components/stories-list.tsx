import { createColumnHelper, useTable } from '@tanstack/react-table';
import { STAFF_STORY_STATES, type StaffStory, staffStoryQuerySchema } from 'contracts/staff';
import { useId } from 'react';
import { ButtonLink, Link, useSearchParams } from 'shared-ui';
import { formControlClassName } from 'shared-ui/forms';
import { DataTable, Pager } from '../../../components/data-table';
import records from '../../../components/records.module.css';
import { LoadFailure, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, STORY_CATEGORY_LABELS, STORY_STATE_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { queryFromSearch, searchFromQuery } from '../../../lib/queries';
import { onPageChange, paginationState, staffTableFeatures } from '../../../lib/table';
import { useStaffStories } from '../api/get-stories';
import { STORY_STATE_TONES, StoryTime } from './story-state';

const DEFAULTS = staffStoryQuerySchema.parse({});

const column = createColumnHelper<typeof staffTableFeatures, StaffStory>();
const columns = column.columns([
  column.accessor((story) => story.text.en.title, {
    id: 'title',
    header: 'Story',
    enableSorting: false,
    cell: (info) => (
      <>
        <Link to={staffPaths.story(info.row.original.id)} className={records.rowLink}>
          {info.getValue()}
        </Link>
        <span className={records.sub} lang="ar" dir="rtl">
          {info.row.original.text.ar.title}
        </span>
      </>
    ),
  }),
  column.accessor('category', {
    header: 'Category',
    enableSorting: false,
    cell: (info) => STORY_CATEGORY_LABELS[info.getValue()],
  }),
  column.accessor('state', {
    header: 'State',
    enableSorting: false,
    cell: (info) => (
      <StatusBadge tone={STORY_STATE_TONES[info.getValue()]}>
        <StoryTime story={info.row.original} />
      </StatusBadge>
    ),
  }),
  column.accessor('updatedAt', {
    header: 'Last change',
    enableSorting: false,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
]);
const NO_STORIES: StaffStory[] = [];

/** /staff/stories: every story, drafts included, with its state and publish time; filtered by state and paged in the URL. */
export function StoriesList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearch(staffStoryQuerySchema, searchParams, ['state', 'page']);
  const stories = useStaffStories(query);
  const pagination = paginationState(query.page, query.pageSize);
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: stories.data?.items ?? NO_STORIES,
    getRowId: (story) => story.id,
    rowCount: stories.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    onPaginationChange: onPageChange(pagination, (page) => setSearchParams(searchFromQuery({ ...query, page }, DEFAULTS))),
  });

  return (
    <Screen
      title="Stories"
      intro="The news page's stories in English and Arabic. A draft is seen by staff only; publishing puts it on the site at once."
      actions={<ButtonLink to={staffPaths.newStory}>New story</ButtonLink>}
    >
      <div className={records.stateFilter}>
        <label htmlFor={`${id}-state`}>Show</label>
        <select
          id={`${id}-state`}
          value={query.state ?? ''}
          className={formControlClassName}
          onChange={(event) => setSearchParams(searchFromQuery({ state: event.target.value || undefined, page: 1 }, DEFAULTS))}
        >
          <option value="">Every story</option>
          {STAFF_STORY_STATES.map((state) => (
            <option key={state} value={state}>
              {STORY_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      {stories.isError && <LoadFailure message={errorMessage(stories.error)} onRetry={() => void stories.refetch()} />}
      {stories.isPending ? (
        <p role="status">Loading stories…</p>
      ) : (
        <>
          <DataTable table={table} caption="Stories" empty="No story here yet." />
          <Pager table={table} label="Pages of stories" />
        </>
      )}
    </Screen>
  );
}
