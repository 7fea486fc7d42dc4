/** A page of a list, as every repository of the store answers one. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}
