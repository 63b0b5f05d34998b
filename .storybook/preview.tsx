import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, type ThemeName } from '../packages/ui/src';
import { clearSpentAnnouncements } from '../packages/ui/src/components/Dialog/storyHelpers';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // A pending button of the story before (a form that saved) leaves its announcement in
  // react-aria's shared live region for 7 s, pointing at a button that is gone.
  beforeEach: () => {
    clearSpentAnnouncements();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (shared/TOOLCHAIN.md, 'a11y gate').
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
