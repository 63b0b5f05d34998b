import { formInPlace } from '../../lib/records';
import { knowledgeBaseForm } from './form';

/** New and Edit inside the Knowledge Bases selector of the agent editor (spec 002 section 2). */
export default formInPlace(knowledgeBaseForm);
