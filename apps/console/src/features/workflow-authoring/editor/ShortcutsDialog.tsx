import { Button, Dialog } from '@agentdeck/ui';
import { SHORTCUTS } from './shortcuts';
import { shortcutKeys, shortcutList } from './shortcuts.css';

interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Every keyboard shortcut of the editor (question mark, or the Shortcuts button). */
export function ShortcutsDialog({ isOpen, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Dialog
      title="Keyboard shortcuts"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      <dl className={shortcutList}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd className={shortcutKeys}>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
