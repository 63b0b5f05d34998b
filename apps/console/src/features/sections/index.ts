export { SectionPage, type SectionPageProps } from './components/SectionPage';
