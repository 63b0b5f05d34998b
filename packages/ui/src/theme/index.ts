import './layers.css';
import './reset.css';

export { vars } from './vars.css';
export { themeClassNames, lightThemeClass, darkThemeClass, type ThemeName } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { componentsLayer } from './layers.css';
export { inComponentsLayer } from './layered';
export * as tokens from './tokens';
