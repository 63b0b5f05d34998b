import type { LineageDirection, LineageNode } from '@agentdeck/api-client';
import { Button, ComboBox, Select, TextField } from '@agentdeck/ui';
import { useState, type FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/time-range/local-time';
import type { LineageView } from '../model/lineage-view';
import { NODE_KIND_LABELS } from '../model/node-labels';
import { asOfForm, search, toolbar } from './lineage.css';

const depths = [1, 2, 3].map((depth) => ({ id: String(depth), label: String(depth) }));
const directions: { id: LineageDirection; label: string }[] = [
  { id: 'both', label: 'Both' },
  { id: 'upstream', label: 'Upstream' },
  { id: 'downstream', label: 'Downstream' },
];

export interface LineageControlsProps {
  view: LineageView;
  /** The nodes the search can focus: the whole workspace's graph. */
  nodes: readonly LineageNode[];
  onChange: (changes: Partial<LineageView>) => void;
}

/** The page's view: the focus (searched by name), depth, direction and 'as of' time, each written into the address. */
export function LineageControls({ view, nodes, onChange }: LineageControlsProps) {
  const options = nodes.map((node) => ({ id: node.id, label: node.name, description: NODE_KIND_LABELS[node.kind] }));
  const hasFocus = view.focus !== undefined;
  return (
    <div className={toolbar}>
      <div className={search}>
        <ComboBox
          label="Focus"
          placeholder="Search workflows, data and tools"
          items={options}
          value={view.focus ?? null}
          onChange={(key) => key !== null && onChange({ focus: String(key) })}
          emptyText="No node of that name"
        />
      </div>
      <Select
        label="Depth"
        items={depths}
        value={String(view.depth)}
        isDisabled={!hasFocus}
        onChange={(key) => key !== null && onChange({ depth: Number(key) as LineageView['depth'] })}
      />
      <Select
        label="Direction"
        items={directions}
        value={view.direction}
        isDisabled={!hasFocus}
        onChange={(key) => key !== null && onChange({ direction: key as LineageDirection })}
      />
      {hasFocus && (
        <Button variant="secondary" onPress={() => onChange({ focus: undefined })}>
          Whole workspace
        </Button>
      )}
      <AsOfForm key={view.asOf ?? 'now'} asOf={view.asOf} onChange={(asOf) => onChange({ asOf })} />
    </div>
  );
}

/** 'As of' a past local time, applied as a whole so a half-typed time never loads; 'Now' returns to the present. */
function AsOfForm({ asOf, onChange }: { asOf: string | undefined; onChange: (asOf: string | undefined) => void }) {
  const [value, setValue] = useState(asOf ? toLocalInput(asOf) : '');
  const [error, setError] = useState<string>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const at = fromLocalInput(value);
    if (value && !at) return setError('Enter a valid date and time');
    if (at && Date.parse(at) > Date.now()) return setError('Choose a time in the past');
    setError(undefined);
    onChange(at);
  };
  return (
    <form className={asOfForm} onSubmit={apply} aria-label="Time of the graph">
      <TextField label="As of" type="datetime-local" value={value} onChange={setValue} description="Empty for now" errorMessage={error} isInvalid={error !== undefined} />
      <Button type="submit" variant="secondary">
        Show as of
      </Button>
      {asOf && (
        <Button variant="secondary" onPress={() => onChange(undefined)}>
          Now
        </Button>
      )}
    </form>
  );
}
