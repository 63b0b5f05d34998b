import { retrievalDataSchema, type NodeOfKind } from '@agentdeck/api-client';
import { FormRadioGroup, useFieldChange } from '@agentdeck/forms';
import { PromptEditor, Radio } from '@agentdeck/ui';
import { Controller } from 'react-hook-form';
import { graphRagSelector, vectorRagSelector } from '../../../entities/selectors';
import { FormRecordSelector } from '../../../lib/records';
import { NodePanelFrame } from './NodePanelFrame';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';
import { useTemplateCategories } from './use-template-categories';

type RetrievalNode = NodeOfKind<'retrieval'>;

/**
 * A retrieval (design section 1.1): a vector or a graph RAG of the workspace, picked in its
 * selector, and the query sent to it, where '@' inserts a variable in double braces.
 */
export function RetrievalPanel({ isReadOnly = false, ...props }: NodePanelProps<RetrievalNode>) {
  const form = useNodeForm(props, retrievalDataSchema);
  const categories = useTemplateCategories(props.graph, props.node.id);
  // A RAG of the other type is no answer to the new one.
  const ragType = useFieldChange(form.control, 'data.ragType', () => form.setValue('data.ragId', ''));
  return (
    <NodePanelFrame title="Retrieval" form={form} isReadOnly={isReadOnly}>
      <FormRadioGroup control={form.control} name="data.ragType" label="Retrieval type" isRequired orientation="horizontal">
        <Radio value="vector">Vector RAG</Radio>
        <Radio value="graph">Graph RAG</Radio>
      </FormRadioGroup>
      {ragType === 'graph' ? (
        <FormRecordSelector key="graph" selector={graphRagSelector} name="data.ragId" />
      ) : (
        <FormRecordSelector key="vector" selector={vectorRagSelector} name="data.ragId" />
      )}
      <Controller
        control={form.control}
        name="data.query"
        render={({ field }) => (
          <PromptEditor
            ref={field.ref}
            label="Query"
            description="Type @ to insert a variable, kept in double braces; its value is filled in when the workflow runs."
            value={field.value ?? ''}
            onChange={field.onChange}
            categories={categories}
            isReadOnly={isReadOnly}
            placeholder="Policies that cover {{input.message}}"
            braces="shown"
          />
        )}
      />
    </NodePanelFrame>
  );
}
