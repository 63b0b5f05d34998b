export { TagColourName, WorkflowTagPills } from './TagColour';
export { tagsOf, useWorkflowTagsById } from './use-workflow-tags';
