'use client';

import { useEffect, useRef } from 'react';
import { useWatch, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';

/**
 * Runs `onChange` each time the field `name` takes a new value after the first render: the
 * transitions one field causes in others (a new learning mode resets the model and the
 * overrides, a new database type clears its connection fields). Returns the field's value.
 */
export function useFieldChange<V extends FieldValues, N extends FieldPath<V>>(
  control: Control<V>,
  name: N,
  onChange: (value: FieldPathValue<V, N>, previous: FieldPathValue<V, N>) => void,
): FieldPathValue<V, N> {
  const value = useWatch({ control, name });
  const shown = useRef(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    const previous = shown.current;
    shown.current = value;
    latest.current(value, previous);
  }, [value]);
  return value;
}
