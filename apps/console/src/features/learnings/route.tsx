import { LearningRecords } from './components/LearningRecords';

/** `/workspace/{wid}/learnings[?workflowId=…]` (spec 000 section 2.1): the feedback the workspace's agents and workflows received. */
export function Component() {
  return <LearningRecords />;
}
