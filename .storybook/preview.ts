import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../src/ui/tokens.css';

// Plays' findBy* and waitFor wait for a condition up to 10 s, as the component tests do (ADR 0054): module and page
// stories start a kernel and load chunks through the dev server, which on a loaded 2-core machine takes over the
// 1 s default. A passing play still goes on as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

/** Global story settings: tokens loaded, layout centred unless a story asks for fullscreen. */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['test'],
};

export default preview;
