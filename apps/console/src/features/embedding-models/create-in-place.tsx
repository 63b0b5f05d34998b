import { formInPlace } from '../../lib/records';
import { embeddingModelsScreen } from './screen';

/** 'New Embedding Model' over the form that picks one (a retrieval's, the Embedding Models selector). */
export default formInPlace(embeddingModelsScreen.form);
