export * from './theme';
export * from './components/ThemeProvider';
export * from './components/Button';
export * from './components/Popover';
export * from './composites/DataTable';
export * from './components/ListBox';
