import { formInPlace } from '../../lib/records';
import { promptTemplatesScreen } from './screen';

/** 'New Prompt Template' over the form that picks a prompt (an agent's instructions). */
export default formInPlace(promptTemplatesScreen.form);
