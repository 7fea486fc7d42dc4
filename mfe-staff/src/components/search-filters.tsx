import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { Button, clsx, Link } from 'shared-ui';
import type { z } from 'zod';
import styles from './search-filters.module.css';

interface SearchFiltersProps {
  /** The search landmark's name: 'Filter enquiries'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The list without filters, where 'Clear filters' leads. */
  clearTo: string;
  /** The page's grid columns for its fields. */
  className?: string;
  children: ReactNode;
}

/** A list page's filters: a search landmark with its fields, 'Filter' and 'Clear filters'. */
export function SearchFilters({ label, onSubmit, clearTo, className, children }: SearchFiltersProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark; <search> is unknown to Safari before 17 and to jsdom
    <div role="search" aria-label={label}>
      <form noValidate onSubmit={onSubmit} className={clsx(styles.filters, className)}>
        {children}
        <div className={styles.actions}>
          <Button type="submit">Filter</Button>
          <Link to={clearTo}>Clear filters</Link>
        </div>
      </form>
    </div>
  );
}

/** A filter form's values: each field as typed, '' for no filter. */
export type FilterValues<Filters> = { [K in keyof Filters]-?: string };

/** The API's own rules for a list's filters (its contracts query schema): an empty field is no filter. */
function filtersResolver<Filters>(
  schema: z.ZodType<FieldValues, FieldValues>,
): Resolver<FilterValues<Filters>, unknown, Filters> {
  return async (values, context, options) => {
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => (value as string).trim() !== ''));
    const result = await zodResolver(schema)(set as never, context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as never };
    return { values: set as Filters, errors: {} };
  };
}

/**
 * A list's filter form, checked with the list's contracts query schema. `field(name)` gives a
 * field its id, error and registration; on submit every filter is sent, the empty ones included
 * (as undefined), so that emptying a field removes its filter.
 */
export function useFilterForm<Filters extends object>(
  schema: z.ZodType<FieldValues, FieldValues>,
  defaultValues: FilterValues<Filters>,
  onFilter: (filters: Filters) => void,
) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues<Filters>, unknown, Filters>({
    defaultValues: defaultValues as DefaultValues<FilterValues<Filters>>,
    resolver: filtersResolver<Filters>(schema),
  });
  const none = Object.fromEntries(Object.keys(defaultValues).map((name) => [name, undefined])) as Filters;
  const submit = handleSubmit((filters) => onFilter({ ...none, ...filters }));
  /** `idSuffix` names the control's id after the form's own prefix (the field's name by default). */
  const field = (name: keyof Filters & string, idSuffix: string = name) => ({
    id: `${id}-${idSuffix}`,
    error: (errors as Partial<Record<string, FieldError>>)[name]?.message,
    ...register(name as unknown as Path<FilterValues<Filters>>),
  });
  return { submit, field };
}
