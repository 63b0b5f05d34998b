import { useMatches } from 'react-router';
import type { SectionKey } from '../../../config/sections';

/** What a workspace section's route tells the pages around it: which section it is. */
export interface SectionHandle {
  section: SectionKey;
}

const isSectionHandle = (handle: unknown): handle is SectionHandle =>
  typeof handle === 'object' && handle !== null && 'section' in handle;

/** The section of the route being shown, if it is one (not the workspace's index or an unknown path). */
export function useCurrentSection(): SectionKey | undefined {
  const handle = useMatches().findLast((match) => isSectionHandle(match.handle))?.handle;
  return isSectionHandle(handle) ? handle.section : undefined;
}
