import { Spinner } from '@agentdeck/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { RecordSurfaceFrame, type RecordSurface } from './InlineSurface';
import { loadingSurface } from './records.css';

/** How long a surface's code may take before its loading state shows. */
const quietMs = 300;

export interface LoadingSurfaceProps {
  surface: RecordSurface;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The surface's title ('New Vault'), which names the wait too: 'Loading New Vault'. */
  title: string;
  /** Called when the frame shows, so the surface that replaces it can appear in its place. */
  onShown?: () => void;
}

/**
 * What a drawer or dialog shows while its code loads the first time it opens: its frame and
 * title with a spinner named after it, so focus and screen readers land in the surface the user
 * asked for and can leave it with Escape or Close. It waits a moment before showing, so a fetch
 * that answers at once does not flash a frame that the real one replaces.
 */
export function LoadingSurface({ surface, isOpen, onOpenChange, title, onShown }: LoadingSurfaceProps) {
  const [isShown, setShown] = useState(false);
  const shown = useEffectEvent(() => {
    setShown(true);
    onShown?.();
  });
  useEffect(() => {
    const timer = setTimeout(shown, quietMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <RecordSurfaceFrame surface={surface} isOpen={isOpen && isShown} onOpenChange={onOpenChange} title={title}>
      <div className={loadingSurface}>
        <Spinner label={`Loading ${title}`} />
      </div>
    </RecordSurfaceFrame>
  );
}
