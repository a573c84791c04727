/**
 * Moments as people in Lagos read them, whatever the phone's own time zone: '2 Dec, 14:05'.
 * Kept apart from format.ts, which every public page downloads; only the signed-in pages show
 * times. Both go through the one shared formatter, api/src/common/lagos-format.
 */
import { formatLagos, LAGOS_SHORT_DAY_TIME, LAGOS_TIME } from '@api/common/lagos-format';

/** '2 Dec, 14:05' (Lagos time); empty for a bad value. */
export function formatLagosDateTime(value: string | Date): string {
  return formatLagos(value, LAGOS_SHORT_DAY_TIME);
}

/** '14:05' (Lagos time); empty for a bad value. */
export function formatLagosTime(value: string | Date): string {
  return formatLagos(value, LAGOS_TIME);
}
