import { outputDataSchema, type NodeOfKind } from '@agentdeck/api-client';
import { FormRadioGroup } from '@agentdeck/forms';
import { Radio } from '@agentdeck/ui';
import { NodePanelFrame } from './NodePanelFrame';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';

type OutputNode = NodeOfKind<'output'>;

/** An output (design section 1.1): ends the run with its answer, as text or as JSON. */
export function OutputPanel({ isReadOnly = false, ...props }: NodePanelProps<OutputNode>) {
  const form = useNodeForm(props, outputDataSchema);
  return (
    <NodePanelFrame title="Output" form={form} isReadOnly={isReadOnly}>
      <FormRadioGroup control={form.control} name="data.format" label="Format" isRequired>
        <Radio value="text">Text</Radio>
        <Radio value="json">JSON</Radio>
      </FormRadioGroup>
    </NodePanelFrame>
  );
}
