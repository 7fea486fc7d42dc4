/** CSV exports (csv-stringify), safe to open in a spreadsheet, and how they are sent. */
import { create as contentDisposition } from 'content-disposition';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

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

/** Sends a CSV as a download named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(`${name}-${date}.csv`))
    .header('X-Content-Type-Options', 'nosniff')
    .send(csv);
}
