export { HeaderActions } from './components/HeaderActions';
