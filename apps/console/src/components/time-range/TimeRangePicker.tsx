import { Button, Select, TextField } from '@agentdeck/ui';
import { useState, type FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../lib/time-range/local-time';
import { CUSTOM_RANGE, RANGE_PRESETS, type TimeRange } from '../../lib/time-range/time-range';
import { bound, picker } from './TimeRangePicker.css';

const options = [...RANGE_PRESETS.map(({ id, label }) => ({ id, label })), { id: CUSTOM_RANGE, label: 'Custom range' }];

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}

/**
 * A monitoring screen's time range: a preset ending now, or a custom range of two local times
 * (the end left empty means now), applied together so a half-typed range never loads.
 */
export function TimeRangePicker(props: TimeRangePickerProps) {
  // A range set elsewhere (brushing a chart, the address) replaces what is being typed.
  return <RangeForm key={JSON.stringify(props.value)} {...props} />;
}

function RangeForm({ value, onChange }: TimeRangePickerProps) {
  const [isCustom, setCustom] = useState(!('preset' in value));
  const [from, setFrom] = useState('preset' in value ? '' : toLocalInput(value.from));
  const [to, setTo] = useState('preset' in value || !value.to ? '' : toLocalInput(value.to));
  const [error, setError] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = fromLocalInput(from);
    const end = to ? fromLocalInput(to) : undefined;
    if (!start) return setError('Enter the start of the range');
    if (to && !end) return setError('Enter a valid end, or leave it empty for now');
    if (end && Date.parse(end) < Date.parse(start)) return setError('The end must not be before the start');
    setError(undefined);
    onChange(end ? { from: start, to: end } : { from: start });
  };

  return (
    <form className={picker} onSubmit={apply} aria-label="Time range">
      <Select
        label="Time range"
        items={options}
        value={isCustom ? CUSTOM_RANGE : 'preset' in value ? value.preset : CUSTOM_RANGE}
        onChange={(key) => {
          if (key === CUSTOM_RANGE) {
            setCustom(true);
            return;
          }
          const preset = RANGE_PRESETS.find((candidate) => candidate.id === key);
          if (!preset) return;
          setCustom(false);
          setError(undefined);
          onChange({ preset: preset.id });
        }}
      />
      {isCustom && (
        <>
          <div className={bound}>
            <TextField label="From" type="datetime-local" value={from} onChange={setFrom} isRequired errorMessage={error} isInvalid={error !== undefined} />
          </div>
          <div className={bound}>
            <TextField label="To" type="datetime-local" value={to} onChange={setTo} description="Empty for now" />
          </div>
          <Button type="submit" variant="secondary">
            Apply range
          </Button>
        </>
      )}
    </form>
  );
}
