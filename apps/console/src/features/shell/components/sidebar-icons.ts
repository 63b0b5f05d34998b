import { ActivityIcon, SlidersIcon, SparklesIcon, type IconGlyph } from '@agentdeck/ui';
import type { SidebarGroupModel } from '../model/sidebar-model';

export const groupIcons: Record<SidebarGroupModel['id'], IconGlyph> = {
  setup: SlidersIcon,
  create: SparklesIcon,
  monitor: ActivityIcon,
};
