import { CompletingTextField, type TextCompletion } from '../CompletingTextField';
import {
  insertCompletion,
  matchingCompletions,
  openBracesAt,
  type KeyValueCompletion,
} from './valueCompletion';

interface CompletingValueFieldProps {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  completions: readonly KeyValueCompletion[];
  isReadOnly: boolean;
  isDisabled: boolean;
}

/**
 * A row's value field that offers names after `{{`: the options are the names matching what
 * follows the `{{` before the caret, and picking one inserts `{{name}}`.
 */
export function CompletingValueField({ completions, ...props }: CompletingValueFieldProps) {
  const completionsAt = (text: string, caret: number): TextCompletion[] => {
    const open = openBracesAt(text, caret);
    if (!open) return [];
    return matchingCompletions(completions, open.query).map(({ name, description }) => ({
      id: name,
      label: name,
      description,
      apply: () => insertCompletion(text, open, caret, name),
    }));
  };
  return <CompletingTextField {...props} completionsAt={completionsAt} />;
}
