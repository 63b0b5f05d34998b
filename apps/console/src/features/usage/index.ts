export { UsageDashboard } from './components/UsageDashboard';
