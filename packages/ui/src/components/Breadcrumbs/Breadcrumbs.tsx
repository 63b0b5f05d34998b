import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { Link } from '../Link';
import { item, list, separator } from './Breadcrumbs.css';

export interface BreadcrumbsProps<T extends object> extends Omit<AriaBreadcrumbsProps<T>, 'className' | 'style'> {
  /** Name of the navigation landmark. @default 'Breadcrumbs' */
  label?: string;
}

/**
 * The trail from the workspace to the current page ('Workspace > Acme > Configure Connections >
 * Databases'), on react-aria's `Breadcrumbs`. The last `Breadcrumb` is the current page.
 * Links go through the app's router when it is given to `RouterProvider` (see `Link`).
 *
 * Accessibility: a `navigation` landmark named 'Breadcrumbs' around an ordered list; the last
 * item is marked `aria-current="page"` and is not a link to follow. The chevrons are hidden.
 */
export function Breadcrumbs<T extends object>({ label = 'Breadcrumbs', ...props }: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs {...props} className={list} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'className' | 'style' | 'children'> {
  /** Where the crumb leads. Leave it off for the current page. */
  href?: string;
  children: ReactNode;
}

/** One step of the trail. */
export function Breadcrumb({ href, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={item}>
      {({ isCurrent }) => (
        <>
          <Link variant="subtle" href={href}>
            {children}
          </Link>
          {!isCurrent && <ChevronRight aria-hidden className={separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
