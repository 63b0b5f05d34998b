import { Menu, MenuItem, MenuTrigger, SettingsIcon, Tooltip, VisuallyHidden } from '@agentdeck/ui';
import { Button } from 'react-aria-components';
import { itemIcon, itemLabel, menuButton } from './Sidebar.css';

/**
 * The Settings menu of the sidebar's footer (spec 000 section 2.4): the workspace-wide settings
 * open as dialogs (spec 002 section 2); 'Workspace Guardrails' is disabled.
 */
export function SettingsMenu({ isCollapsed, onAction }: { isCollapsed: boolean; onAction?: (key: SettingsKey) => void }) {
  const trigger = (
    <Button className={menuButton}>
      <SettingsIcon aria-hidden className={itemIcon} />
      {isCollapsed ? <VisuallyHidden>Settings</VisuallyHidden> : <span className={itemLabel}>Settings</span>}
    </Button>
  );
  return (
    <MenuTrigger>
      {isCollapsed ? (
        <Tooltip content="Settings" delay={0} placement="right">
          {trigger}
        </Tooltip>
      ) : (
        trigger
      )}
      <Menu aria-label="Settings" disabledKeys={['workspace-guardrails']} onAction={(key) => onAction?.(key as SettingsKey)}>
        <MenuItem id="workspace-intelligence-source">Workspace Intelligence Source</MenuItem>
        <MenuItem id="webhook-configurations">Webhook Configurations</MenuItem>
        <MenuItem id="workspace-guardrails">Workspace Guardrails</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export type SettingsKey = 'workspace-intelligence-source' | 'webhook-configurations' | 'workspace-guardrails';
