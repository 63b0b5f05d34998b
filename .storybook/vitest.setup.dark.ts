import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { briefMotion } from './briefMotion';
import preview from './preview';
import { resetBetweenStories } from './storyReset';
import { guardStoryLook } from './visualCheck';

setProjectAnnotations([a11yAnnotations, preview, { initialGlobals: { theme: 'dark' } }, briefMotion]);
resetBetweenStories();
guardStoryLook('dark');
