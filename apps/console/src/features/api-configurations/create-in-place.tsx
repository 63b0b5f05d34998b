import { formInPlace } from '../../lib/records';
import { apiToolsScreen } from './screen';

/** 'New API Config' and 'Edit API Config' inside the APIs selector (spec 001 section 4). */
export default formInPlace(apiToolsScreen.form);
