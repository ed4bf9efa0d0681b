import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'UI/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/eng/', homeLabel: 'Return to home page' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    title: '404 Page Not Found',
    message: "We can't find the page you are looking for.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/eng/');
  },
};

export const ServerError: Story = {
  args: { title: 'Internal Server Error 500', message: 'Something went wrong...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Internal Server Error 500' })).toBeInTheDocument();
    await expect(canvas.getByText('Something went wrong...')).toBeInTheDocument();
  },
};
