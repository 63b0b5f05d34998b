import { formInPlace } from '../../lib/records';
import { variableForm } from './screen';

/** 'New Variable' over the prompt template drawer (spec 000 section 2.7). */
export default formInPlace(variableForm);
