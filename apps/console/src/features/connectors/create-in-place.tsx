import { formInPlace } from '../../lib/records';
import { connectorsScreen } from './screen';

/** 'New Connector' and Edit in the connector picker (spec 002 section 2): the screen's own form. */
export default formInPlace(connectorsScreen.form);
