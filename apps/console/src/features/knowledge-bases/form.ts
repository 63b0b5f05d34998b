import { knowledgeBaseBody, knowledgeBaseFormSchema, knowledgeBaseFormValues, type KnowledgeBaseFormValues } from '@agentdeck/forms';
import type { RecordFormDefinition, RecordOf } from '../../lib/records';
import { KnowledgeBaseFields } from './components/KnowledgeBaseFields';

/**
 * The knowledge base form, opened from the agent editor's Knowledge Bases selector (spec 002
 * section 2: no route of its own). Kept by the server (spec README decision 6). The spec names
 * no knowledge base toasts: these follow its other resources' wording.
 */
export const knowledgeBaseForm = {
  resource: 'knowledgeBase',
  surface: 'dialog',
  title: { create: 'New Knowledge Base', edit: 'Edit Knowledge Base', view: 'View Knowledge Base' },
  readOnlyNotice: 'This knowledge base is one of the samples: it cannot be changed or deleted.',
  toasts: {
    created: 'Knowledge base saved successfully',
    updated: 'Knowledge base updated successfully',
    deleted: 'Knowledge base deleted successfully',
    failed: "Something went wrong! We couldn't save your knowledge base",
  },
  schema: knowledgeBaseFormSchema,
  values: (knowledgeBase?: RecordOf<'knowledgeBase'>) => knowledgeBaseFormValues(knowledgeBase) as KnowledgeBaseFormValues,
  createBody: knowledgeBaseBody,
  nameField: 'name',
  Fields: KnowledgeBaseFields,
} satisfies RecordFormDefinition<'knowledgeBase', KnowledgeBaseFormValues, ReturnType<typeof knowledgeBaseFormSchema.parse>>;
