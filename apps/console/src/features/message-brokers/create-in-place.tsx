import { formInPlace } from '../../lib/records';
import { messageBrokersScreen } from './screen';

/** 'New Message Broker' beside the broker-and-topic field of human review and output broadcasting. */
export default formInPlace(messageBrokersScreen.form);
