export { PayLinkPanel } from './components/PayLinkPanel';
