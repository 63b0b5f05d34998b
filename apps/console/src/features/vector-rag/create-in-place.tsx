import { formInPlace } from '../../lib/records';
import { vectorRagScreen } from './screen';

/** 'New' and 'Edit' inside the agent editor's Vector RAGs selector. */
export default formInPlace(vectorRagScreen.form);
