export { unavailableReason } from './sections';
