import { DialogTrigger, IconButton, Popover, type IconGlyph } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { panel, title as titleClass } from './HeaderActions.css';

export interface HeaderPopoverProps {
  /** The icon button's accessible name and tooltip. */
  label: string;
  icon: IconGlyph;
  /** The panel's heading, which names it. */
  title: string;
  children: ReactNode;
  /** Called each time the panel opens. */
  onOpen?: () => void;
}

/**
 * An icon action of the header that opens a panel under it. The panel is a non-modal dialog
 * named by its heading: focus moves in, Escape or a click outside closes it and focus returns
 * to the button. Its content mounts only while open.
 */
export function HeaderPopover({ label, icon, title, children, onOpen }: HeaderPopoverProps) {
  return (
    <DialogTrigger onOpenChange={(isOpen) => isOpen && onOpen?.()}>
      <IconButton aria-label={label} icon={icon} showTooltip tooltipPlacement="bottom" />
      <Popover placement="bottom end" padding="md">
        <Dialog className={panel}>
          <Heading slot="title" level={2} className={titleClass}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
