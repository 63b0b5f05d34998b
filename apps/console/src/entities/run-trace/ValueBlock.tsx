import { useId } from 'react';
import { formatValue } from './run-status';
import { sectionTitle, value as valueClass } from './run-trace.css';

/** An input or output under its title, scrollable (and reachable by keyboard) when long. */
export function ValueBlock({
  title,
  value,
  level,
}: {
  title: string;
  value: unknown;
  level: 3 | 4;
}) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={sectionTitle}>
        {title}
      </Heading>
      {/* A long value scrolls; keyboard users need to reach it to scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={valueClass} tabIndex={0} aria-labelledby={id}>
        {formatValue(value)}
      </pre>
    </section>
  );
}
