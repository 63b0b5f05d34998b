export { SectionPlaceholder, SectionUnavailable } from './components/SectionPage';
