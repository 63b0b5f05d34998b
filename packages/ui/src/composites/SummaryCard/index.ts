export { SummaryCard, type SummaryCardProps, type SummaryItem } from './SummaryCard';
