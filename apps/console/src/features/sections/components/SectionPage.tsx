import { EmptyState, LockIcon } from '@agentdeck/ui';
import { sectionAbout } from '../../../config/section-about';
import { sectionIcons } from '../../../config/section-icons';
import { sections, type SectionKey } from '../../../config/sections';

/**
 * A workspace section whose screen is built in a later issue: under the shell's title and
 * breadcrumb, an empty state that says what the section holds.
 */
export function SectionPlaceholder({ section }: { section: SectionKey }) {
  const about = sectionAbout[section];
  return (
    <EmptyState
      icon={sectionIcons[sections[section].icon]}
      headingLevel={2}
      title={about.heading}
      description={about.description}
    />
  );
}

/**
 * A section this workspace cannot use (its licence or feature flags): the sidebar disables it,
 * but its address can still be typed or bookmarked, so the page says why instead of the screen.
 */
export function SectionUnavailable({ section, reason }: { section: SectionKey; reason: string }) {
  const about = sectionAbout[section];
  return (
    <EmptyState
      icon={LockIcon}
      headingLevel={2}
      title="Not available in this workspace"
      description={`${about.heading}: ${reason}.`}
    />
  );
}
