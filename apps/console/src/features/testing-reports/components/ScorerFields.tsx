import { SCORER_KINDS, type ScorerKind } from '@agentdeck/api-client';
import { Checkbox, NumberField, TextField } from '@agentdeck/ui';
import { useId, type ReactNode } from 'react';
import { SCORER_LABELS } from '../model/report-format';
import type { ScorerChoices } from '../model/scorer-choices';
import { muted, problem, scorer, scorerSetting } from './reports.css';

const DESCRIPTIONS: Record<ScorerKind, string> = {
  exactMatch: 'The output equals the expected output.',
  contains: 'The output holds a text, or the expected output.',
  tokenOverlap: 'The output shares enough words with the expected output.',
  jsonField: 'A field of the output equals the same field of the expected output.',
  latency: 'The run finishes within a time budget.',
};

export interface ScorerFieldsProps {
  value: ScorerChoices;
  onChange: (value: ScorerChoices) => void;
  errors: { scorers?: string; path?: string; budget?: string };
}

/** Each scorer as a checkbox, with its setting under it once chosen. */
export function ScorerFields({ value, onChange, errors }: ScorerFieldsProps) {
  const problemId = useId();
  const set = (changes: Partial<ScorerChoices>) => onChange({ ...value, ...changes });
  const settings: Partial<Record<ScorerKind, ReactNode>> = {
    contains: (
      <TextField label="Text to find" value={value.containsValue} onChange={(containsValue) => set({ containsValue })} description="Leave empty to look for the expected output." />
    ),
    tokenOverlap: (
      <NumberField
        label="Threshold"
        value={value.threshold}
        onChange={(threshold) => set({ threshold: Number.isNaN(threshold) ? 0 : threshold })}
        minValue={0}
        maxValue={1}
        step={0.05}
        description="The share of words in common (0 to 1) an output needs to pass."
      />
    ),
    jsonField: (
      <TextField
        label="Field path"
        isRequired
        value={value.path}
        onChange={(path) => set({ path })}
        errorMessage={errors.path}
        isInvalid={errors.path !== undefined}
        description="Such as decision or claims[0].id."
      />
    ),
    latency: (
      <NumberField
        label="Budget (ms)"
        isRequired
        value={value.budgetMs}
        onChange={(budgetMs) => set({ budgetMs })}
        minValue={1}
        step={100}
        errorMessage={errors.budget}
        isInvalid={errors.budget !== undefined}
      />
    ),
  };
  return (
    <fieldset className={scorer} aria-describedby={errors.scorers ? problemId : undefined}>
      <legend>Scorers</legend>
      <p className={muted}>An item passes when every scorer chosen passes.</p>
      {SCORER_KINDS.map((kind) => (
        <div key={kind} className={scorer}>
          <Checkbox isSelected={value.chosen[kind]} onChange={(isSelected) => set({ chosen: { ...value.chosen, [kind]: isSelected } })} description={DESCRIPTIONS[kind]}>
            {SCORER_LABELS[kind]}
          </Checkbox>
          {value.chosen[kind] && settings[kind] && <div className={scorerSetting}>{settings[kind]}</div>}
        </div>
      ))}
      {errors.scorers && (
        <p id={problemId} role="alert" className={problem}>
          {errors.scorers}
        </p>
      )}
    </fieldset>
  );
}
