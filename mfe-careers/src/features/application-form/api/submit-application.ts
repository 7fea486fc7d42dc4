import { useMutation } from '@tanstack/react-query';
import { postJson, request } from 'shared-ui';
import type { ApplicationSubmission } from '../form-values';

/**
 * spec §7 POST /api/apply/{jobId}: with a file, multipart form data with `resumeFile` and every
 * other field as text; without one, the same fields as JSON.
 */
export function submitApplication(jobId: string, { application, resumeFile }: ApplicationSubmission): Promise<unknown> {
  const path = `/api/apply/${encodeURIComponent(jobId)}`;
  if (!resumeFile) return postJson<unknown>(path, application);
  const body = new FormData();
  for (const [name, value] of Object.entries(application)) body.append(name, String(value));
  body.append('resumeFile', resumeFile, resumeFile.name);
  return request<unknown>(path, { method: 'POST', body });
}

/** spec §7: mutations are not retried. */
export function useSubmitApplication(jobId: string) {
  return useMutation({ mutationFn: (submission: ApplicationSubmission) => submitApplication(jobId, submission), retry: false });
}
