import { type HiringReportQuery, hiringReportSchema, staffJobPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import { queryString, STAFF_API } from '../../../lib/api';
import { listQueryOptions } from '../../../lib/queries';

/** GET /api/staff/reports/hiring: read again each time it is shown, as a list is (each read is audited). */
export const hiringReportQueryOptions = (query: HiringReportQuery) =>
  listQueryOptions('reports/hiring', query, hiringReportSchema);

export function useHiringReport(query: HiringReportQuery) {
  return useQuery(hiringReportQueryOptions(query));
}

/** The same report as a CSV download, for a plain link (the browser sends the session cookie). */
export const hiringReportCsvUrl = (query: HiringReportQuery) => `${STAFF_API}/reports/hiring.csv${queryString(query)}`;

/** Every job the report can be narrowed to: the first page of the largest size, most recently created first. */
export const REPORT_JOBS_QUERY = { page: 1, pageSize: 100 } as const;

export function useReportJobs() {
  return useQuery(listQueryOptions('jobs', REPORT_JOBS_QUERY, staffJobPageSchema));
}
