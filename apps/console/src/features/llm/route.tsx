import { ResourceScreen } from '../../lib/records';
import { llmScreen } from './screen';

/** `/workspace/{wid}/intelligence-source-configs/llm-configurations`: LLM connections (spec 001). */
export function Component() {
  return <ResourceScreen definition={llmScreen} />;
}
