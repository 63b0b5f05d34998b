import { formInPlace } from '../../lib/records';
import { slmScreen } from './screen';

/** 'New SLM' over the form that picks a model (an agent's, the intelligence source). */
export default formInPlace(slmScreen.form);
