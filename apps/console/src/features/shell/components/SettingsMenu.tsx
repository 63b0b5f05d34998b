import { Menu, MenuItem, MenuTrigger, SettingsIcon, Tooltip, VisuallyHidden } from '@agentdeck/ui';
import { Button } from 'react-aria-components';
import { itemIcon, itemLabel, menuButton } from './Sidebar.css';

/** The workspace-wide settings that open as dialogs (spec 002 section 2). */
export type SettingsAction = 'workspace-intelligence-source' | 'webhook-configurations';

/** What each Settings entry opens; given by the page that owns the dialogs. */
export type SettingsActions = Partial<Record<SettingsAction, () => void>>;

const entries: Array<{ id: SettingsAction | 'workspace-guardrails'; label: string }> = [
  { id: 'workspace-intelligence-source', label: 'Workspace Intelligence Source' },
  { id: 'webhook-configurations', label: 'Webhook Configurations' },
  { id: 'workspace-guardrails', label: 'Workspace Guardrails' },
];

/**
 * The Settings menu of the sidebar's footer (spec 000 section 2.4). 'Workspace Guardrails' is
 * always disabled, as specified; the other entries are enabled once their dialog is given in
 * `actions`, so no entry ever does nothing when chosen.
 */
export function SettingsMenu({ isCollapsed, actions = {} }: { isCollapsed: boolean; actions?: SettingsActions }) {
  const disabledKeys = entries.filter(({ id }) => id === 'workspace-guardrails' || !actions[id]).map(({ id }) => id);
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
      <Menu
        aria-label="Settings"
        placement="top start"
        disabledKeys={disabledKeys}
        onAction={(key) => actions[key as SettingsAction]?.()}
      >
        {entries.map(({ id, label }) => (
          <MenuItem key={id} id={id}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
