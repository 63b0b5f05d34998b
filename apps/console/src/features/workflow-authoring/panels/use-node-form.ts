import type { WorkflowNode } from '@agentdeck/api-client';
import { sameJson } from '@agentdeck/api-client/workflow';
import { useZodForm } from '@agentdeck/forms';
import { useEffect, useMemo, useRef } from 'react';
import { z } from 'zod';
import { nodeLabelRule } from './node-label';
import type { NodePanelProps, NodePanelUpdate } from './types';

/** A node panel's form: the node's label and its data, as the panel's fields edit them. */
export interface NodeFormValues<N extends WorkflowNode> {
  label: string;
  data: N['data'];
}

/**
 * The form of a node panel. Each edit is checked at once: a valid label and valid data that differ
 * from the node are reported through `onChange` (the canvas makes each one undo step); an invalid
 * label stays in the field with its message and is not reported. When the node changes from
 * outside (undo, redo), the form takes its label and data. Without `dataSchema` the form holds
 * the label only (an agent node, whose data the agent-node panel edits).
 */
export function useNodeForm<N extends WorkflowNode>(
  { graph, node, onChange }: NodePanelProps<N>,
  dataSchema?: z.ZodType<N['data'], unknown>,
) {
  const labelRule = useMemo(() => nodeLabelRule(graph, node), [graph, node]);
  const schema = useMemo(() => z.object({ label: labelRule, ...(dataSchema ? { data: dataSchema } : {}) }), [labelRule, dataSchema]);
  const form = useZodForm(schema as unknown as z.ZodType<NodeFormValues<N>, NodeFormValues<N>>, {
    defaultValues: (dataSchema ? { label: node.label, data: node.data } : { label: node.label }) as never,
  });

  const latest = useRef({ node, onChange, labelRule, dataSchema });
  // What this form last reported: the node coming back with it is no change from outside.
  const reported = useRef<NodePanelUpdate<N>>({});
  useEffect(() => {
    latest.current = { node, onChange, labelRule, dataSchema };
  });

  useEffect(() => {
    // What one action changes is reported once: a broker picked also clears its topic, in an
    // effect of the same event, and the canvas must see one edit, not two.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      pending = undefined;
      const current = latest.current;
      const values = form.getValues();
      const label = current.labelRule.safeParse(values.label);
      const data = current.dataSchema?.safeParse(values.data);
      const update: NodePanelUpdate<N> = {};
      if (label.success && label.data !== current.node.label) update.label = label.data;
      if (data?.success && !sameJson(data.data, current.node.data)) update.data = data.data;
      if (update.label === undefined && update.data === undefined) return;
      reported.current = { ...reported.current, ...update };
      current.onChange(update);
    };
    const subscription = form.watch(() => {
      pending ??= setTimeout(report);
    });
    return () => {
      subscription.unsubscribe();
      if (pending !== undefined) {
        clearTimeout(pending);
        report();
      }
    };
  }, [form]);

  const shown = useRef(node);
  useEffect(() => {
    const previous = shown.current;
    shown.current = node;
    if (previous === node) return;
    const values = form.getValues();
    const ownLabel = node.label === reported.current.label;
    if (node.label !== previous.label && !ownLabel && node.label !== values.label) form.setValue('label' as never, node.label as never, { shouldValidate: true });
    if (!dataSchema) return;
    const ownData = reported.current.data !== undefined && sameJson(node.data, reported.current.data);
    const data = dataSchema.safeParse(values.data);
    if (!sameJson(node.data, previous.data) && !ownData && !(data.success && sameJson(data.data, node.data))) {
      form.setValue('data' as never, node.data as never, { shouldValidate: true });
    }
  }, [node, form, dataSchema]);

  // A label made a duplicate by another node's rename shows its message without waiting for an edit.
  useEffect(() => {
    if (form.formState.isDirty || form.getFieldState('label' as never).isTouched) void form.trigger('label' as never);
  }, [labelRule, form]);

  return form;
}
