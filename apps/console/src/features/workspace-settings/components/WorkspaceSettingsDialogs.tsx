import { lazy, Suspense, useState } from 'react';

/** The dialogs of the sidebar's Settings menu (spec 002 section 2). */
export type WorkspaceSettingsDialog = 'workspace-intelligence-source' | 'webhook-configurations';

// Each dialog is its own chunk, fetched the first time it opens, so the workspace pages' first
// bundle does not carry the forms, the picker or the webhook list.
const IntelligenceSourceDialog = lazy(() =>
  import('./IntelligenceSourceDialog').then((module) => ({
    default: module.IntelligenceSourceDialog,
  })),
);
const WebhookDialog = lazy(() =>
  import('./WebhookDialog').then((module) => ({ default: module.WebhookDialog })),
);

const dialogs = {
  'workspace-intelligence-source': IntelligenceSourceDialog,
  'webhook-configurations': WebhookDialog,
} as const;

export interface WorkspaceSettingsDialogsProps {
  /** The dialog open now, or null. */
  open: WorkspaceSettingsDialog | null;
  onClose: () => void;
}

/**
 * Renders the settings dialogs. A dialog is loaded when first opened and stays mounted after
 * it closes, so its closing animation plays and reopening it is instant.
 */
export function WorkspaceSettingsDialogs({ open, onClose }: WorkspaceSettingsDialogsProps) {
  const [loaded, setLoaded] = useState<ReadonlySet<WorkspaceSettingsDialog>>(new Set());
  if (open && !loaded.has(open)) setLoaded(new Set([...loaded, open]));
  return (
    <Suspense fallback={null}>
      {[...loaded].map((key) => {
        const Dialog = dialogs[key];
        return (
          <Dialog key={key} isOpen={open === key} onOpenChange={(isOpen) => !isOpen && onClose()} />
        );
      })}
    </Suspense>
  );
}

/** The open dialog and the Settings menu's actions that open each one. */
export function useWorkspaceSettingsDialogs() {
  const [open, setOpen] = useState<WorkspaceSettingsDialog | null>(null);
  return {
    open,
    close: () => setOpen(null),
    actions: {
      'workspace-intelligence-source': () => setOpen('workspace-intelligence-source'),
      'webhook-configurations': () => setOpen('webhook-configurations'),
    } satisfies Record<WorkspaceSettingsDialog, () => void>,
  };
}
