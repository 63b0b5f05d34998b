import { workflowSettingsSchema, type WorkflowGraph } from '@agentdeck/api-client';
import { sameJson } from '@agentdeck/api-client/workflow';
import { FormStatusProvider, selfLearningBody, selfLearningFormSchema, selfLearningFormValues, useZodForm, type SelfLearningFormValues } from '@agentdeck/forms';
import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { selfLearningPart, type SelfLearningContext } from '../../../entities/self-learning';
import { FormDrawerCard, type DrawerFormDefinition } from '../../../lib/records';
import { panel, panelBody, panelHeader, panelTitle } from '../../../lib/canvas-panel.css';

type Settings = WorkflowGraph['settings'];

export interface WorkflowSettingsPanelProps {
  /** The workflow's id: its feedback URL, its feedback key and its learning records. */
  workflowId: string;
  settings: Settings;
  /** Each change of the settings, whole: the canvas makes it one undo step. */
  onChange(settings: Settings): void;
  /** @default false */
  isReadOnly?: boolean;
}

const settingsSchema = z.object({ selfLearning: selfLearningFormSchema.nullable() });
type SettingsValues = { selfLearning: SelfLearningFormValues | null };

const valuesOf = (settings: Settings): SettingsValues => ({
  selfLearning: settings.selfLearning ? (selfLearningFormValues(settings.selfLearning) as SelfLearningFormValues) : null,
});

const settingsOf = (values: SettingsValues): Settings | undefined => {
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) return undefined;
  return workflowSettingsSchema.parse(parsed.data.selfLearning ? { selfLearning: selfLearningBody(parsed.data.selfLearning) } : {});
};

// The agents' self learning card, worded for the workflow that holds it.
const workflowSelfLearning: DrawerFormDefinition<SelfLearningFormValues, SelfLearningContext> = {
  ...selfLearningPart,
  emptyText: 'Self learning is off: the workflow does not learn from feedback.',
};

/**
 * The workflow's own settings (design section 1.1): its self learning (spec 000 section 2.6), the
 * card and drawer the agents have, whose feedback URL and key are the workflow's.
 */
export function WorkflowSettingsPanel({ workflowId, settings, onChange, isReadOnly = false }: WorkflowSettingsPanelProps) {
  const headingId = useId();
  const form = useZodForm(settingsSchema, { defaultValues: valuesOf(settings) as never });
  const latest = useRef({ settings, onChange });
  useEffect(() => {
    latest.current = { settings, onChange };
  });

  useEffect(() => {
    const subscription = form.watch((values) => {
      const next = settingsOf(values as SettingsValues);
      if (next && !sameJson(next, latest.current.settings)) latest.current.onChange(next);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Settings changed from outside (undo, redo): the card shows them.
  useEffect(() => {
    const shown = settingsOf(form.getValues() as SettingsValues);
    if (!shown || !sameJson(shown, settings)) form.reset(valuesOf(settings) as never);
  }, [settings, form]);

  return (
    <section className={panel} aria-labelledby={headingId}>
      <div className={panelHeader}>
        <h2 id={headingId} className={panelTitle}>
          Workflow settings
        </h2>
      </div>
      <FormProvider {...form}>
        <FormStatusProvider isReadOnly={isReadOnly} isSaving={false}>
          <form className={panelBody} aria-labelledby={headingId} noValidate onSubmit={(event) => event.preventDefault()}>
            <FormDrawerCard<SettingsValues, SelfLearningFormValues, SelfLearningContext>
              definition={workflowSelfLearning}
              name="selfLearning"
              context={{ workflowId }}
            />
          </form>
        </FormStatusProvider>
      </FormProvider>
    </section>
  );
}
