import { csvCell } from '../../common/csv';
import { itemLineLabel, type Forecast } from './domain/forecast';

/**
 * The forecast as a spreadsheet: the packs, then a blank line and the item lines, each with a
 * column per horizon. Texts typed by admins (pack names, item lines) go through csvCell, which
 * keeps a spreadsheet from running one starting with = + - @ as a formula.
 */
export function forecastCsv(f: Forecast): string {
  const weeks = f.horizonWeeks.map((w) => `${w} week${w === 1 ? '' : 's'}`);
  const rows: (string | number)[][] = [
    ['Procurement forecast', `as of ${f.asOf}`],
    [],
    ['Pack', 'Available', ...weeks.map((w) => `Plans due within ${w}`), ...weeks.map((w) => `Needed within ${w}`)],
    ...f.packs.map((p) => [p.name, p.available, ...p.completions, ...p.needed]),
    [],
    ['Item line', ...weeks.map((w) => `Needed within ${w}`), `Within ${weeks[weeks.length - 1]}`, 'Packs'],
    ...f.itemLines.map((l) => [l.text, ...l.needed, itemLineLabel(l.needed[l.needed.length - 1], l.text), l.packs.join('; ')]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
