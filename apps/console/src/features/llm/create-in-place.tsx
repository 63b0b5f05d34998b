import { formInPlace } from '../../lib/records';
import { llmScreen } from './screen';

/** 'New LLM' over the form that picks a model (an agent's, a retrieval's). */
export default formInPlace(llmScreen.form);
