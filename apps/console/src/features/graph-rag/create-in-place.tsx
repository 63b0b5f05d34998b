import { formInPlace } from '../../lib/records';
import { graphRagScreen } from './screen';

/** 'New' and 'Edit' inside the agent editor's Graph RAGs selector. */
export default formInPlace(graphRagScreen.form);
