import { formInPlace } from '../../lib/records';
import { rerankingModelsScreen } from './screen';

/** 'New Re-ranking Model' over the form that picks one (a retrieval's, the Re-ranking Models selector). */
export default formInPlace(rerankingModelsScreen.form);
