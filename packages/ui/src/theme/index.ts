// The theme on its own (`@agentdeck/ui/theme`): what a style sheet needs (vars, tokens, layers,
// shared style rules) without the components. A console .css.ts importing the whole package made
// vanilla-extract's compiler evaluate every component, react-aria and CodeMirror first (issue 36).
import './layers.css';
import './reset.css';

export { vars } from './vars.css';
export { themeClassNames, lightThemeClass, darkThemeClass, type ThemeName } from './themes.css';
export { themeClassName, themeScript, type ThemePreference } from './themeScript';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { componentsLayer } from './layers.css';
export { inComponentsLayer } from './layered';
export { visuallyHiddenRule } from './visuallyHidden';
export * as tokens from './tokens';
