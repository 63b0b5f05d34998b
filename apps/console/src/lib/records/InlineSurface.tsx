import { Dialog, Drawer } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { inlineFooter, inlineSurface } from './records.css';

/** Where a record form is shown: a drawer, a dialog, or inside another surface (a selector modal). */
export type RecordSurface = 'drawer' | 'dialog' | 'inline';

interface InlineSurfaceProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Named by the surface around it, which shows the title ('New Embedding Model'). */
  title: string;
  isKeyboardDismissDisabled?: boolean;
  footer?: (close: () => void) => ReactNode;
  /** Appears at once, not sliding in, where it takes the place of its loading state (`LoadingSurface`). */
  appearsInPlace?: boolean;
  children: ReactNode;
}

/** A form inside another surface: its fields, then its actions, with no frame of its own. */
function InlineSurface({ isOpen, onOpenChange, footer, children }: Omit<InlineSurfaceProps, 'appearsInPlace'>) {
  if (!isOpen) return null;
  return (
    <div className={inlineSurface}>
      {children}
      {footer && <div className={inlineFooter}>{footer(() => onOpenChange(false))}</div>}
    </div>
  );
}

/** A record form's surface: its drawer, its dialog, or inline in the surface around it. */
export function RecordSurfaceFrame({ surface, ...props }: InlineSurfaceProps & { surface: RecordSurface }) {
  if (surface === 'drawer') return <Drawer {...props} />;
  if (surface === 'dialog') return <Dialog {...props} />;
  const { appearsInPlace: _inPlace, ...inline } = props;
  return <InlineSurface {...inline} />;
}
