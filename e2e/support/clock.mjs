// The server's calendar for a journey about a working day (a rider's deliveries are today's, and a
// delivery is scheduled only for a Lagos working day): today when it is one, else the next working
// day at 10:00 Lagos time, reached by starting the server (and any job) with support/shift-clock.cjs.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The api's own calendar rules (pure), as built by `npm run build`.
const { isWorkingDay } = require('../../api/dist/modules/savings-plan/domain/delivery.js');
const { nigerianHolidays } = require('../../api/dist/modules/savings-plan/domain/nigerian-holidays.js');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A calendar day in Lagos (UTC+1, no daylight saving): YYYY-MM-DD. */
const lagosDay = (ms) => new Date(ms + HOUR).toISOString().slice(0, 10);

/**
 * How far the server's clock must move for its "today" to be a Lagos working day: 0 when it is one.
 * @returns {{ offsetMs: number, day: string, env: Record<string, string> }}
 */
export function workingDayClock(realNow = Date.now()) {
  const holidays = nigerianHolidays();
  if (isWorkingDay(lagosDay(realNow), holidays)) return { offsetMs: 0, day: lagosDay(realNow), env: {} };
  let day = lagosDay(realNow);
  do day = lagosDay(Date.parse(`${day}T12:00:00Z`) + DAY);
  while (!isWorkingDay(day, holidays));
  const offsetMs = Date.parse(`${day}T09:00:00Z`) - realNow; // 10:00 in Lagos
  const preload = fileURLToPath(new URL('./shift-clock.cjs', import.meta.url));
  return { offsetMs, day, env: { FS_CLOCK_OFFSET_MS: String(offsetMs), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim() } };
}
