/** The admin console's Marketers tab; the admin page loads it lazily by path (MarketersTab.tsx). */
export { MarketersTab } from './MarketersTab';
