import { HelpCircleIcon, Link } from '@agentdeck/ui';
import { kbd, muted, shortcut, subtitle } from './HeaderActions.css';
import { HeaderPopover } from './HeaderPopover';

const apiBase = import.meta.env.VITE_API_BASE_URL ?? '/api';
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's 'Help' action: a popover with the console's keyboard shortcut and a link to the
 * API reference (the mock API's OpenAPI document, generated from the same contract as the
 * console), the documentation this product ships with.
 */
export function HelpMenu() {
  return (
    <HeaderPopover label="Help" icon={HelpCircleIcon} title="Help">
      <h3 className={subtitle}>Keyboard shortcuts</h3>
      <div className={shortcut}>
        <span>Show or hide the sidebar</span>
        <kbd className={kbd}>{isMac ? '⌘ B' : 'Ctrl B'}</kbd>
      </div>
      <h3 className={subtitle}>Documentation</h3>
      <p className={muted}>Every call the console makes, with its fields and answers.</p>
      <Link href={`${apiBase}/openapi.json`} target="_blank" rel="noreferrer">
        API reference (OpenAPI)
      </Link>
    </HeaderPopover>
  );
}
