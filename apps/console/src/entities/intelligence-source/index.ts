export { useIntelligenceSource, useSaveIntelligenceSource } from './use-intelligence-source';
