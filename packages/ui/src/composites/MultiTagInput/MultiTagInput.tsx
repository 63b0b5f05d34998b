'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { TagGroup as AriaTagGroup, TagList, type Key } from 'react-aria-components';
import { Tag } from '../../components/Tag';
import { list } from '../../components/Tag/Tag.css';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { multiTagInput } from './MultiTagInput.css';
import { addTag, addTags, removeTag, splitAtCommas } from './tagModel';

export interface MultiTagInputProps extends Pick<
  TextFieldProps,
  | 'description'
  | 'errorMessage'
  | 'isInvalid'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'placeholder'
  | 'autoFocus'
  | 'ref'
> {
  /** Visible label of the text input, such as 'Text node properties'. */
  label: string;
  /** The tags, controlled. */
  value?: readonly string[];
  /** The tags to start with, uncontrolled. @default [] */
  defaultValue?: readonly string[];
  /** Called with the new list whenever a tag is added or removed. */
  onChange?: (tags: string[]) => void;
  /** Accessible name of the list of tags. @default `${label}: added` */
  tagListLabel?: string;
}

/**
 * A text input that turns what is typed into tags (spec 001 section 5): Enter or a comma adds
 * the trimmed text as a tag; empty text and tags already in the list are ignored. Pasting
 * 'a, b, c' adds a and b and leaves c in the input. Each tag has a remove button.
 *
 * Accessibility: the input keeps its label, description and error. The tags are a separate
 * grid (one tab stop, arrow keys between tags) named by `tagListLabel`; Backspace or Delete
 * removes the focused tag, and each remove button is named 'Remove' plus the tag. When the
 * last tag is removed, focus returns to the input. Enter never submits the surrounding form
 * from this input.
 */
export function MultiTagInput({
  ref,
  label,
  value,
  defaultValue = [],
  onChange,
  tagListLabel = `${label}: added`,
  isDisabled,
  isReadOnly,
  ...fieldProps
}: MultiTagInputProps) {
  const [uncontrolledTags, setUncontrolledTags] = useState<readonly string[]>(defaultValue);
  const tags = value ?? uncontrolledTags;
  const [text, setText] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);

  const commit = (next: string[]) => {
    if (next.length === tags.length && next.every((tag, index) => tag === tags[index])) return;
    if (value === undefined) setUncontrolledTags(next);
    onChange?.(next);
  };

  const handleChange = (next: string) => {
    const { finished, rest } = splitAtCommas(next);
    if (finished.length > 0) commit(addTags(tags, finished));
    setText(rest);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(addTag(tags, text).tags);
    setText('');
  };

  const handleRemove = (keys: Set<Key>) => {
    const next = [...keys].reduce<string[]>(
      (current, key) => removeTag(current, String(key)),
      [...tags],
    );
    commit(next);
    if (next.length === 0) containerRef.current?.querySelector('input')?.focus();
  };

  const isLocked = isDisabled || isReadOnly;
  return (
    <div ref={containerRef} className={multiTagInput}>
      <TextField
        {...fieldProps}
        ref={ref}
        label={label}
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
      />
      {tags.length > 0 && (
        <AriaTagGroup
          aria-label={tagListLabel}
          onRemove={isLocked ? undefined : handleRemove}
          disabledKeys={isDisabled ? tags : undefined}
        >
          <TagList className={list}>
            {tags.map((tag) => (
              <Tag key={tag} id={tag}>
                {tag}
              </Tag>
            ))}
          </TagList>
        </AriaTagGroup>
      )}
    </div>
  );
}
