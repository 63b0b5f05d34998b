import { Drawer } from '@agentdeck/ui';
import { RunTrace, type RunTraceProps } from './RunTrace';

export interface RunTraceDrawerProps extends RunTraceProps {
  /** The drawer's title, the same as its loading frame's. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The run trace in the ui Drawer. */
export default function RunTraceDrawer({ title, isOpen, onOpenChange, ...trace }: RunTraceDrawerProps) {
  return (
    <Drawer title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <RunTrace {...trace} />
    </Drawer>
  );
}
