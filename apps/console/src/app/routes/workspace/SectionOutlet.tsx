import { Outlet } from 'react-router';
import { unavailableReason } from '../../../config/sections';
import { SectionUnavailable } from '../../../features/sections';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useCurrentSection } from './section-handle';

/** The section's page, unless this workspace cannot use the section: then why not, in its place. */
export function SectionOutlet() {
  const section = useCurrentSection();
  const workspace = useCurrentWorkspace();
  const reason = section ? unavailableReason(section, workspace) : null;
  return section && reason ? <SectionUnavailable section={section} reason={reason} /> : <Outlet />;
}
