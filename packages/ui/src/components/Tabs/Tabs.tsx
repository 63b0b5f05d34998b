'use client';

import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;

/**
 * Switches between panels of related content (an intelligence picker's provider tabs, a
 * resource's sections), on react-aria's `Tabs`. Compose with `TabList`, `Tab` and `TabPanel`,
 * matching each `Tab`'s `id` with its `TabPanel`'s.
 *
 * Accessibility: one tab stop for the list; the arrow keys move between tabs (Left/Right, or
 * Up/Down when vertical) and select them, Home and End jump to the ends, disabled tabs
 * (`disabledKeys` or `isDisabled`) are skipped. Tab from the list moves into the panel.
 * Set `keyboardActivation="manual"` when showing a panel is costly: the arrows then only move
 * focus and Enter selects.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={tabs} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the list for screen readers, such as 'Model providers'. */
  'aria-label': string;
}

/** The row (or column) of tabs. Requires an `aria-label`. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={tabList} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

/** One tab. Its `id` selects the `TabPanel` with the same `id`; `href` makes it a link. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={tab} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={tabPanel} />;
}
