import { triggerDataSchema, type NodeOfKind } from '@agentdeck/api-client';
import { FormRadioGroup } from '@agentdeck/forms';
import { Radio } from '@agentdeck/ui';
import { useWatch } from 'react-hook-form';
import { FormBrokerTopicFields } from '../../../entities/references';
import { NodePanelFrame } from './NodePanelFrame';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';

type TriggerNode = NodeOfKind<'trigger'>;

// An API trigger keeps no broker: the form still holds the one picked before, should the member switch back.
const triggerData = triggerDataSchema.transform((data): TriggerNode['data'] =>
  data.mode === 'api' ? { mode: 'api' } : data,
);

/** A trigger (design section 1.1): started by an API call, or by a message on a broker's topic. */
export function TriggerPanel({ isReadOnly = false, ...props }: NodePanelProps<TriggerNode>) {
  const form = useNodeForm(props, triggerData);
  const mode = useWatch({ control: form.control, name: 'data.mode' });
  return (
    <NodePanelFrame title="Trigger" form={form} isReadOnly={isReadOnly}>
      <FormRadioGroup control={form.control} name="data.mode" label="Started by" isRequired>
        <Radio value="api" description="A call to the workflow's API with the input message">
          API
        </Radio>
        <Radio value="broker" description="A message on a topic of a message broker">
          Message broker
        </Radio>
      </FormRadioGroup>
      {mode === 'broker' && <FormBrokerTopicFields brokerName="data.messageBrokerId" topicName="data.topicId" isRequired />}
    </NodePanelFrame>
  );
}
