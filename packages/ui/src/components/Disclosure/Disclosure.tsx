'use client';

import { ChevronRightIcon as ChevronRight } from '../Icon/icons';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { chevron, disclosure, heading, panelContent, trigger } from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible title that toggles the panel, such as 'Retrieval #1' or 'Pre Retrieval'. */
  title: ReactNode;
  /** Level of the heading around the toggle, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The content shown while expanded. */
  children: ReactNode;
}

/**
 * A section whose content can be shown and hidden, on react-aria's `Disclosure`. Put several
 * in an `Accordion` (give each an `id`) to control them together.
 *
 * Accessibility: the title is a button inside a heading, with `aria-expanded` and
 * `aria-controls` pointing at the panel; Enter or Space toggles it. A collapsed panel is
 * hidden from everyone (and found by the browser's find-in-page, which expands it).
 */
export function Disclosure({ title, headingLevel = 3, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={disclosure}>
      <Heading level={headingLevel} className={heading}>
        <AriaButton slot="trigger" className={trigger}>
          <ChevronRight aria-hidden className={chevron} />
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <div className={panelContent}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
