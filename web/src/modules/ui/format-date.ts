import { formatLagosDay } from '@api/common/lagos-format';

/**
 * A date as the specification shows it, on the Lagos calendar whatever the phone's time zone:
 * 'Mar 5, 2025'. A bare 'YYYY-MM-DD' is that calendar day; an instant is the Lagos day it falls
 * on (23:30 UTC is already the next day in Lagos). Empty for a missing or bad value. The one
 * shared formatter (api/src/common/lagos-format) adds its dayjs plugins on first use.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  return formatLagosDay(value);
}
