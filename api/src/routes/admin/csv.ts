/** CSV exports (csv-stringify), safe to open in a spreadsheet, and how a list is read whole and sent as one. */
import { create as contentDisposition } from 'content-disposition';
import { STAFF_PAGE_SIZE_MAX } from 'contracts/staff';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { Page, PageRequest } from '../../store/paging';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

// Cells starting with these are read as formulas by Excel, LibreOffice and Google Sheets.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

export type CsvColumn<T> = readonly [header: string, value: (row: T) => string];

/** Defuses formula injection with a leading `'`. */
const defused = (value: string) => (FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value);

/**
 * RFC 4180 with every cell quoted and CRLF line ends, after a BOM that lets Excel read the file
 * as UTF-8 (names in Arabic, accents) instead of the local code page.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return stringify(
    rows.map((row) => columns.map(([, value]) => value(row))),
    {
      bom: true,
      header: true,
      columns: columns.map(([header]) => header),
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
      cast: { string: defused },
    },
  );
}

/** Every item, newest first, read page by page; an item that moves pages while we read appears once. */
export async function everything<T extends { id: string }>(list: (request: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const first = await list({ page: 1, pageSize: STAFF_PAGE_SIZE_MAX });
  const byId = new Map(first.items.map((item) => [item.id, item]));
  // Bounded by the total seen at the start, plus one page for items that arrived meanwhile.
  const lastPage = Math.ceil(first.total / STAFF_PAGE_SIZE_MAX) + 1;
  for (let page = 2; page <= lastPage; page += 1) {
    const { items } = await list({ page, pageSize: STAFF_PAGE_SIZE_MAX });
    for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
    if (items.length < STAFF_PAGE_SIZE_MAX) break;
  }
  return [...byId.values()];
}

/** Sends a CSV as a download named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(`${name}-${date}.csv`))
    .header('X-Content-Type-Options', 'nosniff')
    .send(csv);
}
