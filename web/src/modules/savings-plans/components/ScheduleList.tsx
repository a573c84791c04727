import { formatDate, formatNaira } from '../../ui/format';

export interface ScheduleRow {
  key: string | number;
  dueDate: string;
  amountKobo: number;
  status?: 'Pending' | 'Paid' | 'Overdue';
  /** The part of amountKobo that is a late fine: shown as "₦X + ₦Y fine". */
  fineKobo?: number;
  /** 'fine': an instalment added for a late fine. */
  kind?: 'instalment' | 'fine';
}

export interface ScheduleListProps {
  rows: readonly ScheduleRow[];
  /** The region's accessible name, e.g. 'Payment schedule'. */
  label: string;
}

function amountText(row: ScheduleRow): string {
  if (row.kind === 'fine') return `${formatNaira(row.amountKobo)} late fine`;
  if (row.fineKobo) return `${formatNaira(row.amountKobo - row.fineKobo)} + ${formatNaira(row.fineKobo)} fine`;
  return formatNaira(row.amountKobo);
}

/**
 * Instalments as date and amount rows in a box that scrolls past 200px (spec section 2). Paid rows
 * are struck through and say so in words; the box takes keyboard focus so it can be scrolled.
 */
export function ScheduleList({ rows, label }: ScheduleListProps) {
  return (
    <div className="fs-schedule" role="region" aria-label={label} tabIndex={0}>
      <ol className="fs-schedule__list">
        {rows.map((row) => {
          const paid = row.status === 'Paid';
          const figures = (
            <>
              <span className="fs-schedule__date">{formatDate(row.dueDate)}</span>
              <span className="fs-schedule__amount">{amountText(row)}</span>
            </>
          );
          return (
            <li key={row.key} className={paid ? 'fs-schedule__row fs-schedule__row--paid' : 'fs-schedule__row'}>
              {paid ? <del className="fs-schedule__figures">{figures}</del> : <span className="fs-schedule__figures">{figures}</span>}
              {paid && <span className="fs-schedule__status fs-schedule__status--paid">Paid</span>}
              {row.status === 'Overdue' && <span className="fs-schedule__status fs-schedule__status--overdue">Overdue</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
