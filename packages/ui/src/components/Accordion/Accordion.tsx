'use client';

import type { ReactNode } from 'react';
import { DisclosureGroup, type DisclosureGroupProps } from 'react-aria-components';
import { accordion } from './Accordion.css';

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'style' | 'children'> {
  /** `Disclosure` items, each with an `id` so `expandedKeys` can refer to it. */
  children: ReactNode;
  /** Lets several items be open at once; otherwise opening one closes the others. @default false */
  allowsMultipleExpanded?: boolean;
}

/**
 * A bordered group of `Disclosure` items, such as the retrievals of a RAG configuration
 * ('Retrieval #1', 'Retrieval #2'), on react-aria's `DisclosureGroup`. Control which are open
 * with `expandedKeys` / `defaultExpandedKeys` and `onExpandedChange`.
 *
 * Accessibility: each item is a heading with a toggle button reached by Tab; Enter or Space
 * toggles it.
 */
export function Accordion({ allowsMultipleExpanded = false, children, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} allowsMultipleExpanded={allowsMultipleExpanded} className={accordion}>
      {children}
    </DisclosureGroup>
  );
}
