import type { RunCompareNode } from '@agentdeck/api-client';
import TextDiff from '../../../components/text-diff/TextDiff';
import { diffText } from '../model/comparison-words';
import { diffs, diffTitle, muted } from './run-compare.css';

/**
 * A node's input and output as text diffs (@codemirror/merge), the first run's value before the
 * second's; only what changed is shown. Loaded when the first diff opens.
 */
export default function NodeDiffs({ node, names }: { node: RunCompareNode; names: [string, string] }) {
  const parts = [
    node.inputChanged && { title: 'Input', before: node.a.input, after: node.b.input },
    node.outputChanged && { title: 'Output', before: node.a.output, after: node.b.output },
  ].filter((part): part is { title: string; before: unknown; after: unknown } => !!part);
  return (
    <div className={diffs}>
      <p className={muted}>{`Lines of the ${names[0].toLowerCase()} struck through, the ${names[1].toLowerCase()}'s marked.`}</p>
      {parts.map((part) => (
        <section key={part.title} className={diffs} aria-label={`${part.title} of ${node.label}`}>
          <h3 className={diffTitle}>{part.title}</h3>
          <TextDiff
            label={`${part.title} of ${node.label}, ${names[0].toLowerCase()} to ${names[1].toLowerCase()}`}
            before={diffText(part.before)}
            after={diffText(part.after)}
          />
        </section>
      ))}
    </div>
  );
}
