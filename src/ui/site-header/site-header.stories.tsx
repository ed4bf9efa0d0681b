import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Car, Heart, Menu, Search, ShoppingCart } from 'lucide';
import { Button } from '../button/button';
import { HeaderCountButton } from '../header-count-button/header-count-button';
import { Icon } from '../icon/icon';
import { NavList } from '../nav-list/nav-list';
import { StoreSwitcher } from '../store-switcher/store-switcher';
import { navItems, storeViews } from '../story-fixtures';
import { SiteHeader } from './site-header';

const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  args: { homeHref: '/eng/', shopName: 'Autoparts', skipLabel: 'Skip to content' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveAttribute('href', '/eng/');
  },
};

export const WithNavAndActions: Story = {
  args: {
    nav: <NavList label="Main" items={navItems} />,
    actions: (
      <>
        <StoreSwitcher label="Choose store" options={storeViews} />
        <Button variant="ghost">Cart (2)</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose store' })).toBeInTheDocument();
  },
};

/** A page's own skip link (the checkout's "Skip to the checkout form") comes right after "Skip to content". */
export const WithPageSkipLink: Story = {
  args: { skipLinks: <a href="#checkout-steps">Skip to the checkout form</a> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    const own = canvas.getByRole('link', { name: 'Skip to the checkout form' });
    await expect(own).toHaveFocus();
    await expect(own).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveFocus();
  },
};

export const WithRowsBelow: Story = {
  args: { children: <p>Your car: VW Golf VII 1.4 TSI</p> },
  play: async ({ canvas }) => {
    // The rows below the bar (the car bar) belong to the banner landmark, not to no landmark at all.
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByText('Your car: VW Golf VII 1.4 TSI'));
  },
};

/** The shop's header: the brand bar with the store select (wide screens), icons with counts, a ghost button, then the nav row. */
export const Full: Story = {
  args: {
    shopName: 'AP24 Car Parts',
    nav: <NavList label="Main" items={navItems} />,
    wideActions: <StoreSwitcher label="Store" options={storeViews} />,
    actions: (
      <>
        <HeaderCountButton icon={<Icon icon={Heart} />} count={3} label="Wishlist, 3 products" onClick={() => undefined} expanded={false} controls="w" phoneHidden />
        <Button variant="ghost">Sign in</Button>
        <HeaderCountButton icon={<Icon icon={ShoppingCart} />} count={2} label="Cart, 2 products" onClick={() => undefined} expanded={false} controls="c" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('link', { name: 'AP24 Car Parts' });
    // The bar is the brand green; what sits in it is white.
    await expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Sign in' })).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('button', { name: 'Cart, 2 products' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const iconButton = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44, border: 0, background: 'none', color: 'inherit' } as const;

/** The phones' row as the shop fills it: logo, search, the car (a pill that shrinks first), cart, menu; the store select is a wide-screen action. */
const phoneRow = (car: string, lang: string) => ({
  shopName: 'AP24 Car Parts',
  nav: <NavList label="Main" items={navItems} />,
  wideActions: <StoreSwitcher label="Store" options={storeViews} />,
  actions: (
    <>
      <button type="button" style={iconButton} aria-label="Search">
        <Icon icon={Search} />
      </button>
      <button type="button" lang={lang} style={{ ...iconButton, minWidth: 0, gap: 4, padding: '0 8px', border: '1px solid currentColor', borderRadius: 999, fontSize: '0.8125rem', fontWeight: 700 }}>
        <Icon icon={Car} size={20} />
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{car}</span>
      </button>
      <HeaderCountButton icon={<Icon icon={ShoppingCart} />} count={1} label="Shopping cart, 1 product" onClick={() => undefined} expanded={false} controls="c" />
      <button type="button" style={iconButton} aria-label="Menu">
        <Icon icon={Menu} />
      </button>
    </>
  ),
});

/**
 * Where the row ends: inside the 320 px screen, and on one line (the controls' boxes do not drop below the row). The
 * phone layout follows the viewport (a media query), so a wide Storybook canvas shows the wide header: checked on phones.
 */
async function oneRowWithin(canvasElement: HTMLElement) {
  if (window.innerWidth > 600) return;
  await expect(within(canvasElement).queryByRole('button', { name: 'Store' })).toBeNull();
  const row = (canvasElement.querySelector('header a[href="/eng/"]')?.parentElement as HTMLElement).getBoundingClientRect();
  for (const control of canvasElement.querySelectorAll('header a, header button')) {
    const box = control.getBoundingClientRect();
    if (box.width === 0) continue;
    await expect(box.right).toBeLessThanOrEqual(row.right + 0.5);
    await expect(box.bottom).toBeLessThanOrEqual(row.bottom + 0.5);
  }
}

/** A 320 px phone, the car chosen: one row, the car's name cut with an ellipsis; the store select waits in the menu. */
export const PhoneRowWithCar: Story = {
  args: phoneRow('VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)', 'en'),
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'AP24 Car Parts' })).toBeVisible();
    await oneRowWithin(canvasElement);
  },
};

/** The same row in Estonian and Russian, the longer "Choose your car". */
export const PhoneRowRussian: Story = {
  args: { ...phoneRow('Выберите свой автомобиль', 'ru'), shopName: 'AP24 Автозапчасти' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await oneRowWithin(canvasElement);
  },
};

export const PhoneRowEstonian: Story = {
  args: { ...phoneRow('Vali oma auto', 'et'), shopName: 'AP24 Autovaruosad' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await oneRowWithin(canvasElement);
  },
};
