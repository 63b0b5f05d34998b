/**
 * What the sidebar lists (spec 000 section 2.4), from the section registry: its three groups
 * with their sections in order.
 */
import { sectionsOfGroup, sidebarGroups as groupLabels, sections, type SectionKey, type SidebarGroupId } from '../../../config/sections';

export interface SidebarItemModel {
  route: SectionKey;
  label: string;
}

export interface SidebarGroupModel {
  id: SidebarGroupId;
  label: string;
  items: SidebarItemModel[];
}

export const sidebarGroups: SidebarGroupModel[] = (Object.keys(groupLabels) as SidebarGroupId[]).map((id) => ({
  id,
  label: groupLabels[id],
  items: sectionsOfGroup(id).map((route) => ({ route, label: sections[route].sidebar.label })),
}));

/** The item whose page is open: the one whose path the location starts with. */
export function isItemCurrent(itemHref: string, pathname: string): boolean {
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}
