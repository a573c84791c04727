import { Router } from 'express';
import { adminOnly } from '../../rest/route-helpers';
import { forecastCsv } from './forecast-csv';
import type { ProcurementService } from './procurement.service';

/** The forecast as CSV (the console's "Download CSV"): Admin only, like the GraphQL procurementForecast. */
export function procurementRoutes(deps: { procurement: ProcurementService }): Router {
  const r = Router();
  r.get('/admin/procurement-forecast.csv', adminOnly, async (req, res) => {
    const f = await deps.procurement.forecast(req.ctx);
    res.setHeader('Content-Disposition', `attachment; filename="procurement-forecast-${f.asOf}.csv"`);
    res.type('text/csv; charset=utf-8').send(forecastCsv(f));
  });
  return r;
}
