import type { NodeKind } from '@agentdeck/api-client';
import {
  BotIcon,
  GitBranchIcon,
  LibraryIcon,
  LogOutIcon,
  PlayIcon,
  WrenchIcon,
  type IconGlyph,
} from '@agentdeck/ui';

/** The glyph of each kind: in the palette, on the node and in the outline. */
export const KIND_ICONS: Record<NodeKind, IconGlyph> = {
  trigger: PlayIcon,
  agent: BotIcon,
  condition: GitBranchIcon,
  tool: WrenchIcon,
  retrieval: LibraryIcon,
  output: LogOutIcon,
};

/** One line on what each kind does, under its name in the palette. */
export const KIND_DESCRIPTIONS: Record<NodeKind, string> = {
  trigger: 'Starts a run from the API or a broker topic',
  agent: 'Calls a language model with its prompt and tools',
  condition: 'Takes the first branch whose condition holds',
  tool: 'Calls an API tool or an MCP tool',
  retrieval: 'Reads from a vector or graph retrieval',
  output: 'Ends the run with its answer',
};
