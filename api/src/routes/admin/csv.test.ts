import { toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['=1+1', `"'=1+1"`],
    ['+44 20 7946 0000', `"'+44 20 7946 0000"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tindented', `"'\tindented"`],
    ['\rcarriage', `"'\rcarriage"`],
    ['=HYPERLINK("http://x.example")', `"'=HYPERLINK(""http://x.example"")"`],
    ['a=b', '"a=b"'],
  ])('writes %j as the cell %s', (value, cell) => {
    expect(toCsv([['Value', (row: string) => row]], [value])).toBe(`\uFEFF"Value"\r\n${cell}\r\n`);
  });

  it('writes a BOM, a header row and one CRLF-terminated row per item', () => {
    const csv = toCsv(
      [
        ['Name', (row: { name: string; age: number }) => row.name],
        ['Age', (row) => String(row.age)],
      ],
      [
        { name: 'Layla', age: 34 },
        { name: 'Omar', age: 41 },
      ],
    );

    expect(csv).toBe('\uFEFF"Name","Age"\r\n"Layla","34"\r\n"Omar","41"\r\n');
  });

  it('writes only the header row when there are no items', () => {
    expect(toCsv([['Name', (row: { name: string }) => row.name]], [])).toBe('\uFEFF"Name"\r\n');
  });
});
