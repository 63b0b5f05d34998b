import { HYBRID_SEARCH_TYPES } from '@agentdeck/api-client/rules';
import { FormNumberField, FormSelect, FormSwitch } from '@agentdeck/forms';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormIntelligentSourceField } from '../../../entities/intelligence-source';
import { promptTemplateReference } from '../../../entities/references';
import { rerankingModelSelector } from '../../../entities/selectors';
import { FieldGroup, FormRecordSelector, FormReferenceField } from '../../../lib/records';

/**
 * The parts vector and graph retrievals share (spec 001 sections 3 and 4): the four sections,
 * query expansion and HyDE with their sources, hybrid search and re-ranking. Each switch reveals
 * its fields; `prefix` is the retrieval's path, 'retrievals.0'.
 */

/** General, Pre Retrieval, Retrieval or Post Retrieval. */
export function RetrievalSection({ title, children }: { title: string; children: ReactNode }) {
  return <FieldGroup legend={title}>{children}</FieldGroup>;
}

const hybridSearchItems = HYBRID_SEARCH_TYPES.map((type) => ({ id: type, label: type }));

function useOn(name: string) {
  const { control } = useFormContext();
  return useWatch({ control, name }) === true;
}

/** An LLM-or-SLM source with an optional prompt, behind its switch: query expansion or HyDE. */
function SourceSwitch({ prefix, flag, source, label }: { prefix: string; flag: string; source: string; label: string }) {
  const { control } = useFormContext();
  const isOn = useOn(`${prefix}.${flag}`);
  return (
    <>
      <FormSwitch control={control} name={`${prefix}.${flag}`}>
        {label}
      </FormSwitch>
      {isOn && (
        <>
          <FormIntelligentSourceField name={`${prefix}.${source}.sourceValue`} label={`${label} Source`} isRequired storesId />
          <FormReferenceField reference={promptTemplateReference} name={`${prefix}.${source}.promptId`} label={`${label} Prompt`} />
        </>
      )}
    </>
  );
}

export function QueryExpansionFields({ prefix }: { prefix: string }) {
  return <SourceSwitch prefix={prefix} flag="queryExpansion" source="queryExpansionSource" label="Query Expansion" />;
}

export function HydeFields({ prefix }: { prefix: string }) {
  return <SourceSwitch prefix={prefix} flag="hyde" source="hydeSource" label="HyDE" />;
}

/** Hybrid search: its type, then its top K once a type is chosen (001 section 4). */
export function HybridSearchFields({ prefix }: { prefix: string }) {
  const { control } = useFormContext();
  const isOn = useOn(`${prefix}.enableHybridSearch`);
  const type = useWatch({ control, name: `${prefix}.hybridSearch` }) as string | null | undefined;
  return (
    <>
      <FormSwitch control={control} name={`${prefix}.enableHybridSearch`}>
        Hybrid Search
      </FormSwitch>
      {isOn && (
        <FormSelect control={control} name={`${prefix}.hybridSearch`} label="Hybrid Search Type" isRequired items={hybridSearchItems} placeholder="Select hybrid search" />
      )}
      {isOn && type && (
        <FormNumberField control={control} name={`${prefix}.hybridSearchTopK`} label="Hybrid Search Top K" isRequired step={1} />
      )}
    </>
  );
}

/** Re-ranking: the model (the 'Re-ranking Models' selector) and its score threshold, 0 to 1. */
export function ReRankingFields({
  prefix,
  modelField,
  headingLevel,
}: {
  prefix: string;
  modelField: 'reRankingModel' | 'reRankingModelId';
  headingLevel: 3 | 4;
}) {
  const { control } = useFormContext();
  const isOn = useOn(`${prefix}.enableReRanking`);
  return (
    <>
      <FormSwitch control={control} name={`${prefix}.enableReRanking`}>
        Re-ranking
      </FormSwitch>
      {isOn && (
        <>
          <FormRecordSelector selector={rerankingModelSelector} name={`${prefix}.${modelField}`} headingLevel={headingLevel} />
          <FormNumberField
            control={control}
            name={`${prefix}.reRankingScoreThreshold`}
            label="Re-ranking Score Threshold"
            description="From 0 to 1: matches scoring lower are dropped."
            isRequired
          />
        </>
      )}
    </>
  );
}
