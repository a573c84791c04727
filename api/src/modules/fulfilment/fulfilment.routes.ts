import { Router } from 'express';
import { csvCell } from '../../common/csv';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import type { RunSheetStopView } from './delivery-queue';
import type { FulfilmentService } from './fulfilment.service';

const COLUMNS = ['Stop', 'Customer', 'Phone', 'Street', 'Landmark', 'Area', 'Pack', 'Items', 'Rider', 'State'];

/** A run sheet as a spreadsheet: what the rider needs at each door, never the handover code. */
export function runSheetCsv(stops: RunSheetStopView[]): string {
  const rows = stops.map((s, i) => [i + 1, s.customerName, s.phoneNumber, s.street ?? '', s.landmark ?? '', s.area ?? '', s.packName, s.items.join('; '), s.rider?.name ?? '', s.state]);
  return [COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The day's run sheet as CSV (the console's "Download CSV"): Admin only, like the GraphQL runSheet. */
export function deliveryRoutes(deps: { fulfilment: FulfilmentService }): Router {
  const r = Router();
  r.get('/admin/run-sheet.csv', adminOnly, async (req, res) => {
    const date = queryParam(req.query, 'date') ?? '';
    const stops = await deps.fulfilment.runSheet(req.ctx, date, queryParam(req.query, 'riderId'));
    res.setHeader('Content-Disposition', `attachment; filename="run-sheet-${date}.csv"`);
    res.type('text/csv; charset=utf-8').send(runSheetCsv(stops));
  });
  return r;
}
