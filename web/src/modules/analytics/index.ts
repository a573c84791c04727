export { MetricCards } from './components/MetricCards';
