/** CSV exports (csv-stringify), safe to open in a spreadsheet. */
import { stringify } from 'csv-stringify/sync';

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
