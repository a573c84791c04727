import { csvCell } from './csv';

describe('a CSV cell', () => {
  it('is quoted when it holds a comma, a quote or a line break', () => {
    expect(csvCell('Ada Obi')).toBe('Ada Obi');
    expect(csvCell('Obi, Ada')).toBe('"Obi, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+2348030000000')).toBe("'+2348030000000");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
