/**
 * Mail to candidates from the console: the templates admins word (one per kind, in English and
 * Arabic, with `{{placeholders}}`), and the messages recruiters send from the candidate page.
 */

import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../languages';
import type { ApplicationStage } from '../staff-rules';
import { staffRefSchema } from './enquiries';
import { datetime, staffText } from './fields';
import { staffIdParamsSchema } from './lists';

export const CANDIDATE_MAIL_KINDS = ['acknowledgement', 'interview-invitation', 'rejection', 'offer-follow-up'] as const;
export type CandidateMailKind = (typeof CANDIDATE_MAIL_KINDS)[number];
/** A message written from scratch, with no template. */
export const BLANK_MAIL_KIND = 'blank';
export type SentMailKind = CandidateMailKind | typeof BLANK_MAIL_KIND;

/** The mail a move to a stage may send (the move's `sendMail`). */
export const STAGE_MAIL_KINDS: Partial<Record<ApplicationStage, CandidateMailKind>> = {
  screening: 'acknowledgement',
  interview: 'interview-invitation',
  offer: 'offer-follow-up',
  rejected: 'rejection',
};

export const CANDIDATE_MAIL_PLACEHOLDERS = ['candidateName', 'jobTitle', 'interviewer', 'slot', 'schedulingLink'] as const;
export type CandidateMailPlaceholder = (typeof CANDIDATE_MAIL_PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<CandidateMailPlaceholder, string>>;

export const CANDIDATE_MAIL_SUBJECT_MAX = 200;
export const CANDIDATE_MAIL_TEXT_MAX = 5_000;

/** `{{name}}`, spaces allowed inside the braces. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const isPlaceholder = (name: string): name is CandidateMailPlaceholder =>
  (CANDIDATE_MAIL_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a text uses, each once, in the order they first appear. */
export function placeholdersIn(text: string): CandidateMailPlaceholder[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter(isPlaceholder);
  return [...new Set(names)];
}

/**
 * What is wrong with a text's placeholders, as one sentence naming the first fault: a name that
 * is not a placeholder, or braces that do not make one (`{{name}`, `{{}}`, a stray `}}`).
 */
export function placeholderProblem(text: string): string | undefined {
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isPlaceholder(name))
      return `Unknown placeholder {{${name}}}: use ${CANDIDATE_MAIL_PLACEHOLDERS.map((known) => `{{${known}}}`).join(', ')}`;
  }
  const rest = text.replace(PLACEHOLDER, '');
  const stray = /\{\{|\}\}|\{[A-Za-z]+\}/.exec(rest);
  if (stray) {
    const around = rest.slice(Math.max(0, stray.index - 10), stray.index + 20).trim();
    return `Malformed placeholder near “${around}”: write it as {{name}}`;
  }
  return undefined;
}

/** Puts the values in; the placeholders whose value is missing are listed instead. */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
): { text: string; missing: [] } | { missing: CandidateMailPlaceholder[] } {
  const missing = placeholdersIn(text).filter((name) => !values[name]);
  if (missing.length > 0) return { missing };
  return { text: text.replace(PLACEHOLDER, (_whole, name: CandidateMailPlaceholder) => values[name] ?? ''), missing: [] };
}

const withPlaceholders = <T extends z.ZodString>(schema: T) =>
  schema.superRefine((value, context) => {
    const problem = placeholderProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const subject = withPlaceholders(staffText('subject', CANDIDATE_MAIL_SUBJECT_MAX));
const body = withPlaceholders(staffText('text', CANDIDATE_MAIL_TEXT_MAX));

/** One language's wording of a template: a subject and plain-text paragraphs (blank lines part them). */
export const candidateMailWordingSchema = z.strictObject({ subject, body });
export type CandidateMailWording = z.infer<typeof candidateMailWordingSchema>;

export const candidateMailKindParamsSchema = z.strictObject({
  kind: z.enum(CANDIDATE_MAIL_KINDS, 'Unknown kind of candidate mail'),
});

/** PUT /api/staff/candidate-mail-templates/:kind: both languages at once. */
export const candidateMailTemplateInputSchema = z.strictObject({
  en: candidateMailWordingSchema,
  ar: candidateMailWordingSchema,
});
export type CandidateMailTemplateInput = z.infer<typeof candidateMailTemplateInputSchema>;

/** A template as used: an admin's stored edit, or the default while there is none. */
export const candidateMailTemplateSchema = candidateMailTemplateInputSchema.extend({
  kind: z.enum(CANDIDATE_MAIL_KINDS),
  /** False: the default wording (no edit stored). */
  edited: z.boolean(),
  updatedAt: datetime.optional(),
  updatedBy: staffRefSchema.optional(),
});
export type CandidateMailTemplate = z.infer<typeof candidateMailTemplateSchema>;
export const candidateMailTemplatesSchema = z.object({ items: z.array(candidateMailTemplateSchema) });

/** POST /api/staff/applications/:id/mails/draft: a template filled with the application's values. */
export const candidateMailDraftRequestSchema = z.strictObject({
  kind: z.enum(CANDIDATE_MAIL_KINDS, 'Choose a template'),
});
export const candidateMailDraftSchema = z.object({
  kind: z.enum(CANDIDATE_MAIL_KINDS),
  locale: z.enum(SUPPORTED_LOCALES),
  subject: z.string(),
  text: z.string(),
});
export type CandidateMailDraft = z.infer<typeof candidateMailDraftSchema>;

/** POST /api/staff/applications/:id/mails: placeholders left in the text are filled when it is sent. */
export const candidateMailInputSchema = z.strictObject({
  kind: z.enum([...CANDIDATE_MAIL_KINDS, BLANK_MAIL_KIND], 'Choose a template or a blank message'),
  subject,
  text: body,
});
export type CandidateMailInput = z.infer<typeof candidateMailInputSchema>;

/**
 * Where a message's mail stands: scheduled (held until `sendAt`, cancellable), queued, retrying
 * (a try failed, another is due), sent, or cancelled (never sent).
 */
export const CANDIDATE_MAIL_DELIVERY_STATES = ['scheduled', 'queued', 'retrying', 'sent', 'cancelled'] as const;
export type CandidateMailDeliveryState = (typeof CANDIDATE_MAIL_DELIVERY_STATES)[number];

export const candidateMailSchema = z.object({
  id: z.string(),
  kind: z.enum([...CANDIDATE_MAIL_KINDS, BLANK_MAIL_KIND]),
  locale: z.enum(SUPPORTED_LOCALES),
  subject: z.string(),
  text: z.string(),
  author: staffRefSchema,
  at: datetime,
  /** When the mail goes (later than `at` for a rejection, which waits). */
  sendAt: datetime,
  delivery: z.object({
    state: z.enum(CANDIDATE_MAIL_DELIVERY_STATES),
    attempts: z.number().int().nonnegative(),
    sentAt: datetime.optional(),
    cancelledAt: datetime.optional(),
  }),
});
export type CandidateMail = z.infer<typeof candidateMailSchema>;
export const candidateMailsSchema = z.object({ items: z.array(candidateMailSchema) });

/** POST /api/staff/applications/:id/mails/:mailId/cancel */
export const candidateMailParamsSchema = staffIdParamsSchema.extend({ mailId: staffIdParamsSchema.shape.id });
