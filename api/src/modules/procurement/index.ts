/** The procurement feature's public entry: what the composition root may use. */
export { forecastCsv } from './forecast-csv';
export { ProcurementResolver } from './procurement.resolver';
export { procurementRoutes } from './procurement.routes';
export { ProcurementService, readForecast } from './procurement.service';
