import { PromptTemplatesPage } from '../../../features/prompt-templates';
import { NewVariableDialog } from '../../../features/variables';

/**
 * `/workspace/{wid}/prompt-templates` (spec 000 section 2.7). The drawer's 'New Variable' dialog is
 * the variables feature's form: the two features meet here, never in each other.
 */
export function Component() {
  return <PromptTemplatesPage renderNewVariable={(props) => <NewVariableDialog {...props} />} />;
}
