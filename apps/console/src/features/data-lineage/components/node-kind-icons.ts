import type { LineageNodeKind } from '@agentdeck/api-client';
import { BoxesIcon, DatabaseIcon, FileTextIcon, LibraryIcon, PlugIcon, RadioTowerIcon, WorkflowIcon, WrenchIcon, type IconGlyph } from '@agentdeck/ui';

export const NODE_KIND_ICONS: Record<LineageNodeKind, IconGlyph> = {
  workflow: WorkflowIcon,
  retrieval: BoxesIcon,
  database: DatabaseIcon,
  knowledgeBase: LibraryIcon,
  connector: PlugIcon,
  tool: WrenchIcon,
  topic: RadioTowerIcon,
  output: FileTextIcon,
};
