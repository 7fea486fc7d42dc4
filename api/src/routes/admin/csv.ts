/** RFC 4180 CSV, safe to open in a spreadsheet. */

// Cells starting with these are read as formulas by Excel, LibreOffice and Google Sheets.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const LINE_BREAK = '\r\n';
/** Lets Excel read the file as UTF-8 (names in Arabic, accents) instead of the local code page. */
const UTF8_BOM = '\uFEFF';

export type CsvColumn<T> = readonly [header: string, value: (row: T) => string];

/** Quotes every cell (doubling inner quotes) and defuses formula injection with a leading `'`. */
export function csvCell(value: string): string {
  const defused = FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
  return `"${defused.replaceAll('"', '""')}"`;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map(([header]) => csvCell(header)).join(','),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row))).join(',')),
  ];
  return UTF8_BOM + lines.join(LINE_BREAK) + LINE_BREAK;
}
