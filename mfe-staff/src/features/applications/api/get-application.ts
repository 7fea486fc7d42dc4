import { trackedApplicationSchema } from 'contracts/staff';
import { queryOptions, useQuery } from 'shared-ui/query';
import { STAFF_API, staffGet } from '../../../lib/api';

/** GET /api/staff/applications/:id: the application with its stage, cover letter and notes (the read is audited). */
export function getApplication(id: string) {
  return staffGet(`/applications/${encodeURIComponent(id)}`, trackedApplicationSchema);
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'applications', id],
    queryFn: () => getApplication(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}

/** The resume as the candidate sent it: a PDF inline (the browser shows it), a Word file as a download. */
export const resumeUrl = (id: string) => `${STAFF_API}/applications/${encodeURIComponent(id)}/resume`;
