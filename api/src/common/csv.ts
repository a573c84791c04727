/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text starting with
 * = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows it instead of
 * running it as a formula (names and notes are typed by customers).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
