import { LlmConnectionsPage } from './components/LlmConnectionsPage';

/** `/workspace/{wid}/intelligence-source-configs/llm-configurations`: LLM connections (spec 001). */
export function Component() {
  return <LlmConnectionsPage />;
}
