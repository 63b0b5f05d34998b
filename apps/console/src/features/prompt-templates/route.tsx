import { PromptTemplatesPage } from './components/PromptTemplatesPage';

/** `/workspace/{wid}/prompt-templates`: prompt templates (spec 000 section 2.7). */
export function Component() {
  return <PromptTemplatesPage />;
}
