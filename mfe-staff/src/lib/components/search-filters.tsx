import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Button, Link } from 'shared-ui';
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

/** The API's own rules for a list's filters (its contracts query schema): an empty field is no filter. */
export function filtersResolver<Values extends Record<string, string>, Filters>(
  schema: z.ZodType<FieldValues, FieldValues>,
): Resolver<Values, unknown, Filters> {
  return async (values, context, options) => {
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const result = await zodResolver(schema)(set as never, context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as never };
    return { values: set as Filters, errors: {} };
  };
}
