import { FormSwitch } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormIntelligentSourceField } from '../../../entities/intelligence-source';
import { promptTemplateSelector } from '../../../entities/selectors';
import { FormRecordSelector } from '../../../lib/records';
import type { RagKind } from '../model/rag-kind';
import { RetrievalPlan } from './RetrievalPlan';

/**
 * Step 3, Generator Settings (spec 001 sections 2 and 4): Enable Response Generation reveals the
 * generator's intelligence source and prompt (the 'Prompts' selector); below, the retrieval plan.
 */
export function GeneratorStep({ kind }: { kind: RagKind }) {
  const { control } = useFormContext();
  const generator = useWatch({ control, name: 'generator' }) === true;
  return (
    <>
      <FormSwitch control={control} name="generator">
        Enable Response Generation
      </FormSwitch>
      {generator && (
        <>
          <FormIntelligentSourceField name="generatorSource.sourceValue" label="Intelligence Source" isRequired storesId />
          <FormRecordSelector selector={promptTemplateSelector} name="generatorSource.promptId" />
        </>
      )}
      <RetrievalPlan kind={kind} />
    </>
  );
}
