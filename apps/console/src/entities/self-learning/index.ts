export { selfLearningPart, type SelfLearningContext } from './part';
