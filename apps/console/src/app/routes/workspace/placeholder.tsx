import { SectionPlaceholder } from '../../../features/sections';
import { useCurrentSection } from './section-handle';

/** A workspace section whose screen comes later: what it holds, under the shell's title and breadcrumb. */
export function Component() {
  const section = useCurrentSection();
  return section ? <SectionPlaceholder section={section} /> : null;
}
