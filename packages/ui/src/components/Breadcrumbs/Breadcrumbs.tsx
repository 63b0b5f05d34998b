'use client';

import { ChevronRightIcon as ChevronRight } from '../Icon/icons';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { MoreHorizontalIcon } from '../Icon/icons';
import { Link } from '../Link';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import {
  collapsing,
  collapsingItem,
  collapsingList,
  crumbText,
  currentReplica,
  item,
  list,
  measureBox,
  measureList,
  moreReplica,
  separator,
  textReplica,
} from './Breadcrumbs.css';

/** Whether the crumbs are in a trail kept on one line. */
const CollapsingContext = createContext(false);
import { fitCrumbs, showsAll, type CrumbLayout } from './fitCrumbs';

export const breadcrumbOverflows = ['wrap', 'collapse'] as const;

export interface BreadcrumbsProps<T extends object> extends Omit<AriaBreadcrumbsProps<T>, 'className' | 'style'> {
  /** Name of the navigation landmark. @default 'Breadcrumbs' */
  label?: string;
  /**
   * What a trail too long for its line does: `wrap` onto further lines, or `collapse` onto one
   * line, the crumbs that do not fit gathered in a 'More' menu (the current page always shows,
   * then its nearest ancestors, then the first crumb; a current page longer than the line is cut
   * with an ellipsis). `collapse` reads the `Breadcrumb` children, so give them as elements.
   * @default 'wrap'
   */
  overflow?: (typeof breadcrumbOverflows)[number];
  /** Accessible name of the 'More' menu button of a collapsed trail. @default 'More breadcrumbs' */
  moreLabel?: string;
}

/**
 * The trail from the workspace to the current page ('Workspace > Acme > Configure Connections >
 * Databases'), on react-aria's `Breadcrumbs`. The last `Breadcrumb` is the current page.
 * Links go through the app's router when it is given to `RouterProvider` (see `Link`).
 *
 * Accessibility: a `navigation` landmark named 'Breadcrumbs' around an ordered list; the last
 * item is marked `aria-current="page"` and is not a link to follow. The chevrons are hidden. A
 * collapsed trail keeps every level reachable: the hidden crumbs are links in the 'More' menu.
 */
export function Breadcrumbs<T extends object>({
  label = 'Breadcrumbs',
  overflow = 'wrap',
  moreLabel = 'More breadcrumbs',
  ...props
}: BreadcrumbsProps<T>) {
  if (overflow === 'collapse' && typeof props.children !== 'function') {
    return <CollapsingBreadcrumbs label={label} moreLabel={moreLabel} {...props} />;
  }
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
  const isCollapsing = useContext(CollapsingContext);
  return (
    <AriaBreadcrumb {...props} className={isCollapsing ? `${item} ${collapsingItem}` : item}>
      {({ isCurrent }) => (
        <>
          {/* The text sits right in the link, which carries aria-current: a search by text finds the current page. */}
          <Link variant="subtle" href={href}>
            {children}
          </Link>
          {!isCurrent && <ChevronRight aria-hidden className={separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}

type CollapsingProps<T extends object> = Omit<BreadcrumbsProps<T>, 'overflow'> & { label: string; moreLabel: string };

/** A one-line trail that measures its crumbs and gathers those that do not fit in a menu. */
function CollapsingBreadcrumbs<T extends object>({ label, moreLabel, children, ...props }: CollapsingProps<T>) {
  const crumbs = Children.toArray(children as ReactNode).filter((child): child is ReactElement<BreadcrumbProps> =>
    isValidElement(child),
  );
  const count = crumbs.length;
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLOListElement>(null);
  const [layout, setLayout] = useState<CrumbLayout>({ head: true, tail: Math.max(count - 1, 0) });

  // Measured before paint and again whenever the space or the crumbs' own widths change (a
  // resize, a web font arriving, a new page).
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const replicas = Array.from(measure.children);
      const more = replicas.pop();
      if (!more) return;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      const next = fitCrumbs(
        replicas.map((replica) => replica.getBoundingClientRect().width),
        more.getBoundingClientRect().width,
        gap,
        nav.clientWidth,
      );
      setLayout((current) => (current.head === next.head && current.tail === next.tail ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [count]);

  const collapsed = !showsAll(layout, count);
  const firstShown = count - layout.tail;
  const hidden = collapsed ? crumbs.slice(layout.head ? 1 : 0, firstShown) : [];
  const shown: ReactElement[] = collapsed
    ? [
        ...(layout.head ? [crumbs[0] as ReactElement] : []),
        <AriaBreadcrumb key="more" id="more" className={`${item} ${collapsingItem}`}>
          <MenuTrigger>
            <IconButton aria-label={moreLabel} icon={MoreHorizontalIcon} size="sm" showTooltip tooltipPlacement="bottom" />
            <Menu aria-label={moreLabel}>
              {hidden.map((crumb, index) => (
                <MenuItem
                  key={index}
                  id={index}
                  href={crumb.props.href}
                  isDisabled={crumb.props.href === undefined}
                  textValue={typeof crumb.props.children === 'string' ? crumb.props.children : undefined}
                >
                  {crumb.props.children}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
          <ChevronRight aria-hidden className={separator} />
        </AriaBreadcrumb>,
        ...crumbs.slice(firstShown),
      ]
    : crumbs;

  return (
    <nav ref={navRef} aria-label={label} className={collapsing}>
      <CollapsingContext.Provider value>
        <AriaBreadcrumbs {...props} className={`${list} ${collapsingList}`}>
          {shown}
        </AriaBreadcrumbs>
      </CollapsingContext.Provider>
      {/* Every crumb laid out in one line, unseen, to know what fits. */}
      <div className={measureBox} aria-hidden>
        <ol ref={measureRef} className={`${list} ${measureList}`}>
          {crumbs.map((crumb, index) => (
            <li key={index} className={index === count - 1 ? `${item} ${currentReplica}` : item}>
              {typeof crumb.props.children === 'string' ? (
                // Drawn from an attribute, so the copy adds no text a search of the page finds twice.
                <span className={`${crumbText} ${textReplica}`} data-text={crumb.props.children} />
              ) : (
                <span className={crumbText}>{crumb.props.children}</span>
              )}
              {index < count - 1 && <ChevronRight className={separator} />}
            </li>
          ))}
          <li className={item}>
            <span className={moreReplica} />
            <ChevronRight className={separator} />
          </li>
        </ol>
      </div>
    </nav>
  );
}
