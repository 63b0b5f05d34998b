import { globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css';
import { vars } from './vars.css';

const layered = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

layered('*, *::before, *::after', { boxSizing: 'border-box', margin: 0, padding: 0 });
layered('html', { WebkitTextSizeAdjust: '100%' });
layered('body', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
layered('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
layered('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
layered('button', { background: 'none', border: 'none', cursor: 'pointer' });
layered('a', { color: 'inherit' });
layered('ul, ol', { listStyle: 'none' });
layered('h1, h2, h3, h4, h5, h6', { fontSize: 'inherit', fontWeight: 'inherit' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
