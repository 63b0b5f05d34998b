import { formInPlace } from '../../lib/records';
import { workflowTagForm } from './screen';

/** 'New Workflow Tag' inside the workflow drawer's tag picker. */
export default formInPlace(workflowTagForm);
