import { Drawer } from '@agentdeck/ui';
import { RunTrace } from './RunTrace';

export interface RunTraceDrawerProps {
  wid: string;
  runId: string;
  /** The drawer's title, the same as its loading frame's. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The run trace in the ui Drawer. */
export default function RunTraceDrawer({
  wid,
  runId,
  title,
  isOpen,
  onOpenChange,
}: RunTraceDrawerProps) {
  return (
    <Drawer title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <RunTrace wid={wid} runId={runId} />
    </Drawer>
  );
}
