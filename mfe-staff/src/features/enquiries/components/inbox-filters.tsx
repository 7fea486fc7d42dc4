import { SERVICE_OPTIONS } from 'contracts/contact-rules';
import { type EnquiryQuery, enquiryQuerySchema } from 'contracts/staff';
import { ENQUIRY_STATUSES } from 'contracts/staff-rules';
import { SelectField, TextField } from 'shared-ui/forms';
import { SearchFilters, useFilterForm } from '../../../components/search-filters';
import { ENQUIRY_STATUS_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import styles from './enquiries.module.css';

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }));

type Filters = Pick<EnquiryQuery, 'q' | 'status' | 'service' | 'receivedFrom' | 'receivedTo'>;

interface InboxFiltersProps {
  query: EnquiryQuery;
  onFilter: (filters: Filters) => void;
}

/** The inbox's filters: a search form that writes the URL when sent. */
export function InboxFilters({ query, onFilter }: InboxFiltersProps) {
  const { submit, field } = useFilterForm<Filters>(
    enquiryQuerySchema,
    {
      q: query.q ?? '',
      status: query.status ?? '',
      service: query.service ?? '',
      receivedFrom: query.receivedFrom?.slice(0, 10) ?? '',
      receivedTo: query.receivedTo?.slice(0, 10) ?? '',
    },
    onFilter,
  );
  return (
    <SearchFilters label="Filter enquiries" onSubmit={submit} clearTo={staffPaths.enquiries} className={styles.filterColumns}>
      <TextField label="Search" hint="Name, e-mail, company or message" type="search" {...field('q')} />
      <SelectField label="Status" placeholder="Any status" options={STATUS_OPTIONS} {...field('status')} />
      <SelectField label="Service" placeholder="Any service" options={SERVICE_OPTIONS} {...field('service')} />
      <TextField label="Received from" type="date" {...field('receivedFrom', 'from')} />
      <TextField label="Received until" type="date" {...field('receivedTo', 'to')} />
    </SearchFilters>
  );
}
