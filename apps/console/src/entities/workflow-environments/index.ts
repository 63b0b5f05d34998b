export { environmentLine } from './environment-line';
