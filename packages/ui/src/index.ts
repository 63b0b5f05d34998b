export * from './theme';
export * from './components/ThemeProvider';
export * from './components/Button';
export * from './components/Popover';
