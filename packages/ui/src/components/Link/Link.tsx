'use client';

import { ExternalLinkIcon as ExternalLink } from '../Icon/icons';
import type { ReactNode } from 'react';
import { composeRenderProps, Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { externalIcon, link, type linkVariants } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /**
   * `inline` is underlined for use inside text; `standalone` for links on their own (a 'New
   * Connector' link in a picker); `subtle` for secondary links such as breadcrumbs. @default 'standalone'
   */
  variant?: (typeof linkVariants)[number];
  /**
   * Text read after the link when it opens in a new tab (`target="_blank"`).
   * @default '(opens in a new tab)'
   */
  newTabHint?: string;
  children: ReactNode;
}

/**
 * A link on react-aria's `Link`: keyboard, press and focus states built in, and client-side
 * navigation through a router.
 *
 * Routing: wrap the app once in react-aria's `RouterProvider` (re-exported from this package),
 * passing the router's `navigate` and `useHref`; then every `Link`, and every `href` on menu
 * items, tabs and breadcrumbs, navigates without a page load:
 *
 * ```tsx
 * const navigate = useNavigate();
 * <RouterProvider navigate={navigate} useHref={useHref}>
 *   <App />
 * </RouterProvider>
 * ```
 *
 * Accessibility: a link goes somewhere; for an action use `Button`. A link with
 * `target="_blank"` shows an icon and tells screen readers it opens in a new tab.
 */
export function Link({ variant = 'standalone', newTabHint = '(opens in a new tab)', children, ...props }: LinkProps) {
  const opensNewTab = props.target === '_blank';
  return (
    <AriaLink
      {...props}
      rel={opensNewTab ? (props.rel ?? 'noopener noreferrer') : props.rel}
      className={link({ variant })}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {opensNewTab && (
            <>
              <ExternalLink aria-hidden className={externalIcon} />
              <VisuallyHidden>{` ${newTabHint}`}</VisuallyHidden>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
