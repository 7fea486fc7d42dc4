import { zodResolver } from '@hookform/resolvers/zod';
import type { Application } from 'contracts';
import { DEFAULT_YEARS, RESUME_MESSAGES, type YearsOfExperience } from 'contracts/application-rules';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { loadSchemas } from '../../lib/load-schemas';

/** What the form's fields hold; the schema turns it into an Application. */
export interface ApplicationFormValues {
  fullName: string;
  email: string;
  phone: string;
  years: YearsOfExperience;
  resumeFile: File | null;
  resumeLink: string;
  portfolioLink: string;
  /** The member of staff who suggested the candidate apply, if any. */
  referredBy: string;
  coverLetter: string;
  agree: boolean;
}

export type ApplicationField = keyof ApplicationFormValues;

/** The text fields: what a draft keeps (the file cannot be kept, consent is given each time). */
export type DraftValues = Omit<ApplicationFormValues, 'resumeFile' | 'agree'>;

export const EMPTY_APPLICATION: ApplicationFormValues = {
  fullName: '',
  email: '',
  phone: '',
  years: DEFAULT_YEARS,
  resumeFile: null,
  resumeLink: '',
  portfolioLink: '',
  referredBy: '',
  coverLetter: '',
  agree: false,
};

/** Every field in the order the candidate meets them: the first invalid one gets the focus. */
export const FIELD_ORDER = Object.keys(EMPTY_APPLICATION) as ApplicationField[];

/** The checked values and the file they go with. */
export interface ApplicationSubmission {
  application: Application;
  resumeFile: File | null;
}

type FieldsResolver = Resolver<Omit<ApplicationFormValues, 'resumeFile'>, unknown, Application>;

/**
 * The API's own schemas (contracts): with a file the link is optional, without one it is
 * required. Loaded with zod on first use. The fields hold `false` until consent is given; the
 * schema refuses it with the spec's message.
 */
async function fieldsResolver(hasFile: boolean): Promise<FieldsResolver> {
  const { applicationFieldsSchema, applicationSchema } = await loadSchemas();
  return zodResolver(hasFile ? applicationFieldsSchema : applicationSchema) as unknown as FieldsResolver;
}

export const applicationResolver: Resolver<ApplicationFormValues, unknown, ApplicationSubmission> = async (
  values,
  context,
  options,
): Promise<ResolverResult<ApplicationFormValues, ApplicationSubmission>> => {
  const { resumeFile, ...fields } = values;
  const result = await (await fieldsResolver(resumeFile !== null))(fields, context, options as never);
  const errors = { ...result.errors } as FieldErrors<ApplicationFormValues>;
  // zod skips the schema's file-or-link refinement while consent or years fail: say it anyway, all messages at once.
  if (!resumeFile && fields.resumeLink.trim() === '' && !errors.resumeFile) {
    errors.resumeFile = { type: 'custom', message: RESUME_MESSAGES.required };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { application: result.values as Application, resumeFile }, errors: {} };
};
