import {
  AudioLinesIcon,
  BarChartIcon,
  BotIcon,
  BoxesIcon,
  BracesIcon,
  BrainIcon,
  ClipboardIcon,
  CpuIcon,
  DatabaseIcon,
  FileTextIcon,
  FlaskIcon,
  GitBranchIcon,
  GraduationCapIcon,
  KeyIcon,
  LayersIcon,
  LibraryIcon,
  LineChartIcon,
  ListOrderedIcon,
  NetworkIcon,
  PlugIcon,
  RadioTowerIcon,
  ScrollTextIcon,
  ServerIcon,
  ShieldIcon,
  TagsIcon,
  VariableIcon,
  WorkflowIcon,
  type IconGlyph,
} from '@agentdeck/ui';

/**
 * The icons the section registry (`sections.ts`) names for the sidebar and the placeholders. The
 * registry names them rather than holding them: the route table and `paths.ts` read it, and so
 * the sign-in page did, which carried some thirty icons nobody sees there (issue 10, the first
 * page's budget). The sidebar and the placeholders read `sectionIcons[sections[key].icon]`.
 */
export const sectionIcons = {
  audioLines: AudioLinesIcon,
  barChart: BarChartIcon,
  bot: BotIcon,
  boxes: BoxesIcon,
  braces: BracesIcon,
  brain: BrainIcon,
  clipboard: ClipboardIcon,
  cpu: CpuIcon,
  database: DatabaseIcon,
  fileText: FileTextIcon,
  flask: FlaskIcon,
  gitBranch: GitBranchIcon,
  graduationCap: GraduationCapIcon,
  key: KeyIcon,
  layers: LayersIcon,
  library: LibraryIcon,
  lineChart: LineChartIcon,
  listOrdered: ListOrderedIcon,
  network: NetworkIcon,
  plug: PlugIcon,
  radioTower: RadioTowerIcon,
  scrollText: ScrollTextIcon,
  server: ServerIcon,
  shield: ShieldIcon,
  tags: TagsIcon,
  variable: VariableIcon,
  workflow: WorkflowIcon,
} satisfies Record<string, IconGlyph>;

export type SectionIconName = keyof typeof sectionIcons;
