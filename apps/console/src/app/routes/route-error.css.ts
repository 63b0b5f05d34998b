import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const page = style({ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: vars.space.xl });
export const column = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.lg });
export const heading = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.semibold });
