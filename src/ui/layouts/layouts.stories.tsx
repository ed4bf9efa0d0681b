import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ErrorPage } from '../error-page/error-page';
import { NavList } from '../nav-list/nav-list';
import { NotificationList } from '../notification-list/notification-list';
import { PageHeading } from '../page-heading/page-heading';
import { ProgressBar } from '../progress-bar/progress-bar';
import { SiteFooter } from '../site-footer/site-footer';
import { SiteHeader } from '../site-header/site-header';
import { StoreSwitcher } from '../store-switcher/store-switcher';
import { footerLinks, navItems, shopPromises, storeViews } from '../story-fixtures';
import { DefaultLayout, EmptyLayout, MinimalLayout } from './layouts';

const header = (
  <SiteHeader
    homeHref="/eng/"
    shopName="Autoparts"
    skipLabel="Skip to content"
    nav={<NavList label="Main" items={navItems} />}
    actions={
      <>
        <StoreSwitcher label="Choose store" options={storeViews} />
        <Button variant="ghost">Cart (2)</Button>
      </>
    }
  />
);

const overlay = (
  <>
    <ProgressBar active label="Loading page" />
    <NotificationList
      items={[{ id: 'n1', type: 'success', message: 'Product has been added to the cart!' }]}
      closeLabel="Close"
      onDismiss={fn()}
    />
  </>
);

const meta = {
  title: 'UI/Layouts',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header,
    footer: <SiteFooter title="Customer service" links={footerLinks} promises={shopPromises} />,
    overlay,
    children: <PageHeading title="Brake pads" lead="Front and rear pads for passenger cars and vans." />,
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
    // Landmark order: header, main, footer.
    const banner = canvas.getByRole('banner');
    const footer = canvas.getByRole('contentinfo');
    await expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

export const Minimal: Story = {
  render: (args) => (
    <MinimalLayout homeHref="/eng/" shopName="Autoparts" overlay={args.overlay}>
      <PageHeading title="Checkout" />
    </MinimalLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveAttribute('href', '/eng/');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyLayout>
      <ErrorPage title="Internal Server Error 500" message="Something went wrong..." homeHref="/eng/" homeLabel="Return to home page" />
    </EmptyLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};
