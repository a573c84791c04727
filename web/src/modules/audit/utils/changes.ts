import { formatNaira } from '../../ui/format';
import { formatLagosDayTime } from '@api/common/lagos-format';

/** 'user.status-changed' -> 'User status changed'; 'food-pack.prices-adjusted' -> 'Food pack prices adjusted'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[.-]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'commissionRateBp' -> 'Commission rate bp'; 'priceKobo' -> 'Price' (shown in naira). */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Kobo$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One recorded value as people read it: money in naira, yes/no, lists joined, nothing as a dash. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /Kobo$/.test(field)) return formatNaira(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ChangeRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

function parse(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The before and after of an audit entry (JSON text of the changed fields) as rows, one per
 * field, in the order the fields first appear. A value that is not an object (a list of price
 * changes, say) is one row named 'Value'.
 */
export function changeRows(beforeText: string | null | undefined, afterText: string | null | undefined): ChangeRow[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => ({ field, label: fieldLabel(field), before: before === null ? '—' : formatValue(field, b[field]), after: after === null ? '—' : formatValue(field, a[field]) }));
  }
  if (before === null && after === null) return [];
  return [{ field: 'value', label: 'Value', before: formatValue('value', before), after: formatValue('value', after) }];
}

/** When it happened, on the Lagos clock: 'Mar 5, 2025, 14:03' (the shared formatter). */
export function formatWhen(iso: string): string {
  return formatLagosDayTime(iso);
}
