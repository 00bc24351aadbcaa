import type { Preview } from '@storybook/react-vite';
// Inter, as the portal loads it: the design system's pages show the type as the product sets it.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
