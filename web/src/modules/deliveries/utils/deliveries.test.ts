import { apiDelivery } from '../test-fixtures';
import {
  addressLines,
  canAssignRider,
  canOverride,
  codeProblem,
  normaliseCode,
  NO_QUEUE_FILTER,
  pickupDeskFilter,
  selectionActions,
  toQueueFilter,
  toScheduleInput,
  validateClosureDay,
  validateSchedule,
  weekdayOf,
} from './deliveries';
import { fileNameOf } from '../../ui/download';
import { runSheetCsvUrl } from './run-sheet-csv';

describe('deliveries: what the console sends', () => {
  it('sends blanks as no condition, and only a ticked "late only"', () => {
    expect(toQueueFilter(NO_QUEUE_FILTER, '')).toEqual({ state: null, method: null, area: null, lateOnly: null, search: null });
    expect(toQueueFilter({ state: 'Scheduled', method: 'delivery', area: 'Ikeja', lateOnly: true }, 'ada')).toEqual({ state: 'Scheduled', method: 'delivery', area: 'Ikeja', lateOnly: true, search: 'ada' });
    expect(pickupDeskFilter('0803')).toEqual({ state: 'ReadyForPickup', method: 'pickup', area: null, lateOnly: null, search: '0803' });
  });

  it('schedules the deliveries that can be, and makes ready the pickups that can be', () => {
    const waiting = apiDelivery('1', 'Ada');
    const scheduled = apiDelivery('2', 'Musa', { state: 'Scheduled' });
    const out = apiDelivery('3', 'Kemi', { state: 'OutForDelivery' });
    const pickup = apiDelivery('4', 'Chidi', { method: 'pickup', street: null, landmark: null, area: null });
    const ready = apiDelivery('5', 'Bola', { method: 'pickup', state: 'ReadyForPickup' });
    const { toSchedule, toMarkReady } = selectionActions([waiting, scheduled, out, pickup, ready]);
    expect(toSchedule.map((d) => d.id)).toEqual(['1', '2']);
    expect(toMarkReady.map((d) => d.id)).toEqual(['4']);
    expect([waiting, scheduled, out].map(canAssignRider)).toEqual([false, true, false]);
    expect(canOverride({ ...ready, handoverLocked: true })).toBe(true);
    expect(canOverride({ ...ready, state: 'Collected', handoverLocked: true })).toBe(false);
    expect(toScheduleInput({ date: '2026-12-02', riderId: '' }, ['1', '2'])).toEqual({ fulfilmentIds: ['1', '2'], date: '2026-12-02', riderId: null });
  });

  it('checks the delivery day: given, from today to 60 days ahead, a weekday', () => {
    const today = '2026-11-30'; // a Monday
    expect(validateSchedule({ date: '', riderId: '' }, today)).toEqual({ date: 'Choose the delivery day' });
    expect(validateSchedule({ date: '2026-11-27', riderId: '' }, today)).toEqual({ date: 'Choose a day from today to 60 days ahead' });
    expect(validateSchedule({ date: '2027-01-30', riderId: '' }, today)).toEqual({ date: 'Choose a day from today to 60 days ahead' });
    expect(validateSchedule({ date: '2026-12-05', riderId: '' }, today)).toEqual({ date: 'Saturday is not a working day: choose a weekday' });
    expect(validateSchedule({ date: '2026-12-02', riderId: 'r-1' }, today)).toEqual({});
    expect(weekdayOf('2026-12-02')).toBe('Wednesday');
  });

  it('reads the handover code as six digits, spaces and dashes ignored', () => {
    expect(normaliseCode(' 123-456 ')).toBe('123456');
    expect(codeProblem('')).toBe("Enter the customer's code");
    expect(codeProblem('12345')).toBe('The code is 6 digits');
    expect(codeProblem('12a456')).toBe('The code is 6 digits');
    expect(codeProblem('123 456')).toBeUndefined();
  });

  it('checks a closure day: today or later, with a reason', () => {
    expect(validateClosureDay({ day: '', reason: '' }, '2026-11-30')).toEqual({ day: 'Choose the day', reason: 'Give a reason' });
    expect(validateClosureDay({ day: '2026-11-29', reason: 'ok' }, '2026-11-30')).toEqual({ day: 'Closure days are for today or later', reason: 'Say why, in a few words' });
    expect(validateClosureDay({ day: '2026-11-30', reason: 'Stock-take' }, '2026-11-30')).toEqual({});
  });

  it('writes an address as a rider reads it', () => {
    expect(addressLines({ street: '12 Allen Avenue', landmark: 'opposite Shoprite', area: 'Ikeja' })).toEqual(['12 Allen Avenue', 'Near opposite Shoprite', 'Ikeja']);
    expect(addressLines({ street: '3 Ago Palace Way', landmark: null, area: 'Oshodi-Isolo' })).toEqual(['3 Ago Palace Way', 'Oshodi-Isolo']);
  });

  it('asks for the run sheet CSV of a day, for one rider or all, and keeps the file name safe', () => {
    expect(runSheetCsvUrl('2026-12-02')).toBe('/api/admin/run-sheet.csv?date=2026-12-02');
    expect(runSheetCsvUrl('2026-12-02', 'r 1')).toBe('/api/admin/run-sheet.csv?date=2026-12-02&riderId=r+1');
    expect(fileNameOf('attachment; filename="run-sheet-2026-12-02.csv"', 'x.csv')).toBe('run-sheet-2026-12-02.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('_.._etc_passwd');
    expect(fileNameOf(null, 'run-sheet.csv')).toBe('run-sheet.csv');
  });
});
