export { ActivityView } from './components/ActivityView';
