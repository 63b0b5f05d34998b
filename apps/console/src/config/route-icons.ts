import type { IconGlyph } from '@agentdeck/ui';
import { sectionKeys, sections, type SectionKey } from './sections';

/** The icon of each workspace section, from the section registry. */
export const routeIcons = Object.fromEntries(sectionKeys.map((key) => [key, sections[key].icon])) as Record<SectionKey, IconGlyph>;
