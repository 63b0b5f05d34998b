import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const bound = style({ minWidth: '13rem', flex: '1 1 13rem' });
