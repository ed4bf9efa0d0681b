import type { Preview } from '@storybook/react-vite';
import '../src/ui/tokens.css';

/** Global story settings: tokens loaded, layout centred unless a story asks for fullscreen. */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['test'],
};

export default preview;
