import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const picker = style({ maxWidth: '28rem' });
