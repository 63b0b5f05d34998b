import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

/** Palette and outline, canvas, panel: side by side on a wide screen, one above the other on a narrow one. */
export const editorGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: '15rem minmax(0, 1fr)' },
    'screen and (min-width: 1366px)': { gridTemplateColumns: '15rem minmax(0, 1fr) 22rem' },
  },
});

export const sideColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panelColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { 'screen and (min-width: 1024px) and (max-width: 1365px)': { gridColumn: '1 / -1' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolbarSpacer = style({ flex: '1 1 auto' });

export const editorBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
