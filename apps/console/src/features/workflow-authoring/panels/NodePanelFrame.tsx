import type { WorkflowNode } from '@agentdeck/api-client';
import { FormStatusProvider, FormTextField } from '@agentdeck/forms';
import { useId, type ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { panel, panelBody, panelHeader, panelTitle } from '../../../lib/canvas-panel.css';
import type { NodeFormValues } from './use-node-form';

export interface NodePanelFrameProps<N extends WorkflowNode> {
  /** The panel's heading: the node's kind, such as 'Condition'. */
  title: string;
  form: UseFormReturn<NodeFormValues<N>>;
  isReadOnly: boolean;
  /** The kind's fields, under the node's label. */
  children?: ReactNode;
}

/** A node panel: a region named by its heading, holding the node's Label field and its kind's fields. */
export function NodePanelFrame<N extends WorkflowNode>({ title, form, isReadOnly, children }: NodePanelFrameProps<N>) {
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <div className={panelHeader}>
        <h2 id={headingId} className={panelTitle}>
          {title}
        </h2>
      </div>
      <FormProvider {...form}>
        <FormStatusProvider isReadOnly={isReadOnly} isSaving={false}>
          {/* Edits are reported as they happen: there is nothing to submit. */}
          <form className={panelBody} aria-labelledby={headingId} noValidate onSubmit={(event) => event.preventDefault()}>
            <FormTextField control={form.control} name={'label' as never} label="Label" isRequired autoComplete="off" />
            {children}
          </form>
        </FormStatusProvider>
      </FormProvider>
    </section>
  );
}
