import {
  type CandidateMailKind,
  type CandidateMailTemplate,
  type CandidateMailTemplateInput,
  candidateMailTemplateSchema,
  candidateMailTemplatesSchema,
} from 'contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui/query';
import { staffGet, staffSend } from '../../../lib/api';

const TEMPLATES_PATH = '/candidate-mail-templates';

/** GET /api/staff/candidate-mail-templates: every kind's wording as used (an admin's edit or the default). */
export const mailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'candidate-mail-templates'],
    queryFn: () => staffGet(TEMPLATES_PATH, candidateMailTemplatesSchema),
  });

export function useMailTemplates() {
  return useQuery(mailTemplatesQueryOptions());
}

/** Puts the template the API answered with in the list. */
function useKeepTemplate() {
  const queryClient = useQueryClient();
  return (template: CandidateMailTemplate) =>
    queryClient.setQueryData(mailTemplatesQueryOptions().queryKey, (list) =>
      list ? { items: list.items.map((item) => (item.kind === template.kind ? template : item)) } : list,
    );
}

/** PUT /api/staff/candidate-mail-templates/:kind */
export function useSaveMailTemplate(kind: CandidateMailKind) {
  const keep = useKeepTemplate();
  return useMutation({
    mutationFn: (wording: CandidateMailTemplateInput) =>
      staffSend('PUT', `${TEMPLATES_PATH}/${kind}`, wording, candidateMailTemplateSchema),
    onSuccess: keep,
  });
}

/** DELETE /api/staff/candidate-mail-templates/:kind: the default wording back. */
export function useResetMailTemplate(kind: CandidateMailKind) {
  const keep = useKeepTemplate();
  return useMutation({
    mutationFn: () => staffSend('DELETE', `${TEMPLATES_PATH}/${kind}`, undefined, candidateMailTemplateSchema),
    onSuccess: keep,
  });
}
