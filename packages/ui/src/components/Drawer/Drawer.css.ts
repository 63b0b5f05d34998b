import { keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { overlay } from '../Dialog/Dialog.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

/** The dimmed backdrop; the panel sits at its right edge. */
export const drawerOverlay = style([overlay, inComponentsLayer({ justifyContent: 'flex-end', alignItems: 'stretch', padding: 0 })]);

/** The panel: 633px wide and full height (spec section 9), sliding in from the right. */
export const drawerPanel = style(
  inComponentsLayer({
    display: 'flex',
    width: vars.size.drawerWidth,
    maxWidth: '100%',
    height: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}` },
      '&[data-exiting]': {
        animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse`,
      },
    },
  }),
);
