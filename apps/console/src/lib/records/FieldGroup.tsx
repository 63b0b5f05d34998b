import type { ReactNode } from 'react';
import { fieldGroup, fieldGroupLegend } from './records.css';

/**
 * A bordered group of a form's fields under its legend, which names it for screen readers: a
 * retrieval's 'Pre Retrieval', a human review's 'Producer topic'.
 */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={fieldGroup}>
      <legend className={fieldGroupLegend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
