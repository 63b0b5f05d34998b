import type { ReactNode } from 'react';
import { fact, factLabel, factValue, facts } from './run-trace.css';

/** Label and value pairs of a run or a step, as a description list. */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className={facts}>
      {items.map(([label, value]) => (
        <div key={label} className={fact}>
          <dt className={factLabel}>{label}</dt>
          <dd className={factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
