import { VisuallyHidden } from '@agentdeck/ui';
import { logo, logoMark } from './Logo.css';

/** The product's mark and name; `compact` draws the mark only (the name is still read). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={logo}>
      <svg viewBox="0 0 32 32" className={logoMark} aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M9 22 16 8l7 14h-4.2L16 16.2 13.2 22Z" />
      </svg>
      {compact ? <VisuallyHidden>AgentDeck</VisuallyHidden> : <span>AgentDeck</span>}
    </span>
  );
}
