export {
  PromptTemplatesPage,
  type PromptTemplatesPageProps,
} from './components/PromptTemplatesPage';
export type { NewVariableSlotProps } from './components/PromptTemplateForm';
