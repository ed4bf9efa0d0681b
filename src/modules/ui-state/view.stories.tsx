import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Slot } from '../../kernel';
import { createTestKernel } from '../../kernel/testing';
import { ModuleStoryFrame } from '../../kernel/testing/module-story';
import { createInstance } from 'i18next';
import { uiStateModule } from './index';

// ui-state has no texts of its own: its one view is the backdrop behind an open drawer. The language frames of
// the other module stories do not apply (nothing to translate); the states are closed, open, and closed again by
// a backdrop click or a navigation.

/** A link that navigates in the story's memory router (a navigation closes every panel). */
function NavigateButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/eng/c/brakes')}>
      Go to Brakes
    </button>
  );
}

async function load(openPanel: 'sidebar' | 'microcart' | null) {
  const kernel = await createTestKernel([uiStateModule]);
  if (openPanel) await kernel.dispatch({ type: 'ui-state/open', data: { panel: openPanel } });
  return { kernel, i18n: createInstance() };
}

const meta = {
  title: 'Modules/UI state',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded: { kernel, i18n } }) => (
    <MemoryRouter initialEntries={['/eng/']}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <NavigateButton />
        <Slot name="layout/overlay" props={{}} />
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing open: no backdrop, the page stays clickable. */
export const AllClosed: Story = {
  loaders: [() => load(null)],
  play: async ({ canvas, loaded }) => {
    await expect(canvas.queryByTestId('overlay')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Brakes' }));
    await expect(loaded.kernel.getProjection('ui-state/flags').open.sidebar).toBe(false);
  },
};

/** A drawer is open: the backdrop covers the page; a click on it closes every panel; Escape does the same. */
export const DrawerOpen: Story = {
  loaders: [() => load('sidebar')],
  play: async ({ canvas, loaded }) => {
    const overlay = await canvas.findByTestId('overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(canvas.queryByTestId('overlay')).toBeNull());
    await expect(loaded.kernel.getProjection('ui-state/flags').open.sidebar).toBe(false);
  },
};

/** A navigation while the mini cart is open closes it (the shopper followed a link inside the drawer). */
export const ClosedByNavigation: Story = {
  loaders: [() => load('microcart')],
  play: async ({ canvas, loaded }) => {
    await canvas.findByTestId('overlay');
    // The backdrop covers the button; the drawer's own link would navigate the same way.
    canvas.getByRole('button', { name: 'Go to Brakes' }).click();
    await waitFor(() => expect(canvas.queryByTestId('overlay')).toBeNull());
    await expect(loaded.kernel.getProjection('ui-state/flags').open.microcart).toBe(false);
  },
};
