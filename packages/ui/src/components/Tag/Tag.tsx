'use client';

import { XIcon as X } from '../Icon/icons';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { icon } from '../Icon/Icon.css';
import type { Tone } from '../Badge/Badge.css';
import { Description, fieldStyles, Label } from '../private';
import { list, removeButton, tag } from './Tag.css';

export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, 'className' | 'style' | 'children'> {
  /** Visible label of the group, also its accessible name. */
  label: string;
  /** Help text under the tags. */
  description?: string;
  /** Items for a dynamic list; `children` is then a function rendering each as a `Tag`. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown when there are no tags, such as 'No tools selected'. */
  emptyText?: ReactNode;
}

/**
 * A labelled group of tags, on react-aria's `TagGroup`.
 *
 * Accessibility: the group is a grid navigated with the arrow keys (one tab stop). With
 * `onRemove`, each tag shows a remove button (named 'Remove' plus the tag's text) and
 * Backspace or Delete removes the focused tag. With `selectionMode`, Space or Enter selects.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  emptyText,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={fieldStyles.field}>
      <Label elementType="span">{label}</Label>
      <TagList items={items} renderEmptyState={emptyText === undefined ? undefined : () => emptyText} className={list}>
        {children}
      </TagList>
      {description && <Description>{description}</Description>}
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'className' | 'style' | 'children'> {
  /** @default 'neutral' */
  tone?: Tone;
  children: ReactNode;
}

/** One tag in a `TagGroup`. Give `textValue` when the children are not plain text. */
export function Tag({ tone = 'neutral', children, textValue, ...props }: TagProps) {
  return (
    <AriaTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={tag({ tone })}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <AriaButton slot="remove" className={removeButton}>
              <X aria-hidden className={icon({ size: 'sm' })} />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
