export { MetricCards } from './components/MetricCards';
export { LedgerCheckNotice } from './components/LedgerCheckNotice';
