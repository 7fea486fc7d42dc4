import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_OPTIONS } from 'contracts/contact-constants';
import { type EnquiryQuery, enquiryQuerySchema } from 'contracts/staff';
import { ENQUIRY_STATUSES } from 'contracts/staff-constants';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, FormField, formControlClassName, Link } from 'shared-ui';
import { ENQUIRY_STATUS_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import styles from './enquiries.module.css';

type Filters = Pick<EnquiryQuery, 'q' | 'status' | 'service' | 'receivedFrom' | 'receivedTo'>;
type FilterValues = { [K in keyof Filters]-?: string };

/** The API's own rules for the filters (contracts): an empty field is no filter. */
const filtersResolver: Resolver<FilterValues, unknown, Filters> = async (values, context, options) => {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const result = await zodResolver(enquiryQuerySchema)(set as never, context, options as never);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as never };
  return { values: set as Filters, errors: {} };
};

interface InboxFiltersProps {
  query: EnquiryQuery;
  onFilter: (filters: Filters) => void;
}

/** The inbox's filters: a search form that writes the URL when sent. */
export function InboxFilters({ query, onFilter }: InboxFiltersProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues, unknown, Filters>({
    defaultValues: {
      q: query.q ?? '',
      status: query.status ?? '',
      service: query.service ?? '',
      receivedFrom: query.receivedFrom?.slice(0, 10) ?? '',
      receivedTo: query.receivedTo?.slice(0, 10) ?? '',
    },
    resolver: filtersResolver,
  });
  // Every filter is sent, the empty ones included, so that emptying a field removes its filter.
  const submit = handleSubmit((filters) =>
    onFilter({ q: undefined, status: undefined, service: undefined, receivedFrom: undefined, receivedTo: undefined, ...filters }),
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark; <search> is unknown to Safari before 17 and to jsdom
    <div role="search" aria-label="Filter enquiries">
      <form noValidate onSubmit={submit} className={styles.filters}>
        <FormField id={`${id}-q`} label="Search" hint="Name, e-mail, company or message" error={errors.q?.message}>
          {(control) => <input {...control} {...register('q')} type="search" className={formControlClassName} />}
        </FormField>
        <FormField id={`${id}-status`} label="Status" error={errors.status?.message}>
          {(control) => (
            <select {...control} {...register('status')} className={formControlClassName}>
              <option value="">Any status</option>
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ENQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-service`} label="Service" error={errors.service?.message}>
          {(control) => (
            <select {...control} {...register('service')} className={formControlClassName}>
              <option value="">Any service</option>
              {SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-from`} label="Received from" error={errors.receivedFrom?.message}>
          {(control) => <input {...control} {...register('receivedFrom')} type="date" className={formControlClassName} />}
        </FormField>
        <FormField id={`${id}-to`} label="Received until" error={errors.receivedTo?.message}>
          {(control) => <input {...control} {...register('receivedTo')} type="date" className={formControlClassName} />}
        </FormField>
        <div className={styles.filterActions}>
          <Button type="submit">Filter</Button>
          <Link to={staffPaths.enquiries}>Clear filters</Link>
        </div>
      </form>
    </div>
  );
}
