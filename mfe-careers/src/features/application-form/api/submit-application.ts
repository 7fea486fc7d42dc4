import { pageLocale, postJson, request } from 'shared-ui';
import { useMutation } from 'shared-ui/query';
import { applicationSourceFields } from '../application-source';
import type { ApplicationSubmission } from '../form-values';

/**
 * POST /api/apply/{jobId}: with a file, multipart form data with `resumeFile` and every
 * other field as text; without one, the same fields as JSON. Either way with the page's language,
 * which the confirmation is written in, and where the candidate came from.
 */
export function submitApplication(jobId: string, { application, resumeFile }: ApplicationSubmission): Promise<unknown> {
  const path = `/api/apply/${encodeURIComponent(jobId)}`;
  const fields = { ...application, locale: pageLocale(), ...applicationSourceFields() };
  if (!resumeFile) return postJson<unknown>(path, fields);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('resumeFile', resumeFile, resumeFile.name);
  return request<unknown>(path, { method: 'POST', body });
}

/** Sending an application is never retried: the candidate decides whether to send again. */
export function useSubmitApplication(jobId: string) {
  return useMutation({ mutationFn: (submission: ApplicationSubmission) => submitApplication(jobId, submission), retry: false });
}
