export { embeddingModelSelector, rerankingModelSelector } from './models';
