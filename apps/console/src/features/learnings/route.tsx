import { LearningRecords } from './components/LearningRecords';

/** `/workspace/{wid}/learnings?workflowId=…` (spec 000 section 2.1): the feedback a workflow received. */
export function Component() {
  return <LearningRecords />;
}
