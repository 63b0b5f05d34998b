import { formInPlace } from '../../lib/records';
import { databasesScreen } from './screen';

/** 'New Database' beside the database field of connectors and the retrieval wizards. */
export default formInPlace(databasesScreen.form);
