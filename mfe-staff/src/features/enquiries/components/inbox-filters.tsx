import { SERVICE_OPTIONS } from 'contracts/contact-constants';
import { type EnquiryQuery, enquiryQuerySchema } from 'contracts/staff';
import { ENQUIRY_STATUSES } from 'contracts/staff-constants';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from 'shared-ui';
import { filtersResolver, SearchFilters } from '../../../lib/components/search-filters';
import { ENQUIRY_STATUS_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import styles from './enquiries.module.css';

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }));

type Filters = Pick<EnquiryQuery, 'q' | 'status' | 'service' | 'receivedFrom' | 'receivedTo'>;
type FilterValues = { [K in keyof Filters]-?: string };

const resolver = filtersResolver<FilterValues, Filters>(enquiryQuerySchema);

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
    resolver,
  });
  // Every filter is sent, the empty ones included, so that emptying a field removes its filter.
  const submit = handleSubmit((filters) =>
    onFilter({ q: undefined, status: undefined, service: undefined, receivedFrom: undefined, receivedTo: undefined, ...filters }),
  );

  return (
    <SearchFilters label="Filter enquiries" onSubmit={submit} clearTo={staffPaths.enquiries} className={styles.filterColumns}>
      <TextField
        id={`${id}-q`}
        label="Search"
        hint="Name, e-mail, company or message"
        error={errors.q?.message}
        type="search"
        {...register('q')}
      />
      <SelectField
        id={`${id}-status`}
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <SelectField
        id={`${id}-service`}
        label="Service"
        placeholder="Any service"
        options={SERVICE_OPTIONS}
        error={errors.service?.message}
        {...register('service')}
      />
      <TextField
        id={`${id}-from`}
        label="Received from"
        error={errors.receivedFrom?.message}
        type="date"
        {...register('receivedFrom')}
      />
      <TextField
        id={`${id}-to`}
        label="Received until"
        error={errors.receivedTo?.message}
        type="date"
        {...register('receivedTo')}
      />
    </SearchFilters>
  );
}
