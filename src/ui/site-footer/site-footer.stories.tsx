import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerLinks, shopPromises } from '../story-fixtures';
import { SiteFooter } from './site-footer';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  args: { title: 'Customer service', links: footerLinks, promises: shopPromises },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Customer service' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(footerLinks.length);
    await expect(canvas.getByText('Returns within 14 days')).toBeInTheDocument();
  },
};

export const WithoutPromises: Story = { args: { promises: [] } };

/** The longest real strings on a 320 px phone: Finnish's promises and links. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { title: 'Asiakaspalvelu', promises: ['Toimitus 1-10 päivässä', 'Palautus 14 päivän kuluessa, täysi hyvitys', 'Kuriiri Tallinnassa ja Raessa: tilaa ennen klo 12:00, toimitus klo 13:00-15:00; tilaa ennen klo 15:00, toimitus klo 15:30-17:00'], links: [{ href: '/i/privacy', label: 'Tietosuojakäytäntö' }, { href: '/i/terms', label: 'Käyttöehdot ja toimitusehdot' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Kuriiri Tallinnassa ja Raessa/)).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
