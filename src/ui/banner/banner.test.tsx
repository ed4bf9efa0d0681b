import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UiLinkProvider } from '../link/ui-link';
import type { UiLinkProps } from '../link/ui-link';
import { BANNER_SIZES, HeadImage, MainBanner, ProductBanner, SmallBanner } from './banner';

afterEach(cleanup);

function RouterLink(props: UiLinkProps) {
  return <a {...props} data-via="router" />;
}

const brakes = { title: 'Brakes for every car', image: '/banners/main-brakes.svg', href: '/eng/brakes' };

describe('banners', () => {
  it('are one router link named by the title (and subtitle), with a decorative lazy picture', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <MainBanner {...brakes} subtitle="ATE, Brembo, TRW" />
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Brakes for every car ATE, Brembo, TRW' });
    expect(link.getAttribute('href')).toBe('/eng/brakes');
    expect(link.getAttribute('data-via')).toBe('router');
    const img = link.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('src')).toBe('/banners/main-brakes.svg');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('480');
  });

  it("describe their picture with its alt text after the title, so the link's name still starts with the title", () => {
    render(<SmallBanner title="14-day returns with a full refund" image="/banners/small-returns.svg" imageAlt="A parcel with a return arrow" href="/i/return-policy" />);
    const link = screen.getByRole('link', { name: '14-day returns with a full refund A parcel with a return arrow' });
    expect(screen.getByRole('img', { name: 'A parcel with a return arrow' }).closest('a')).toBe(link);
  });

  it.each([
    ['small', SmallBanner],
    ['product', ProductBanner],
    ['head', HeadImage],
  ] as const)('reserve the %s size for the picture and show no subtitle', (kind, Component) => {
    render(<Component title="Clear view" image={`/banners/${kind}.svg`} href="/eng/wipers" />);
    const link = screen.getByRole('link', { name: 'Clear view' });
    const img = link.querySelector('img');
    expect(img?.getAttribute('width')).toBe(String(BANNER_SIZES[kind].width));
    expect(img?.getAttribute('height')).toBe(String(BANNER_SIZES[kind].height));
    expect(link.textContent).toBe('Clear view');
  });

  it('are reached with the keyboard', async () => {
    render(
      <>
        <SmallBanner title="Clear view" image="/banners/small-wipers.svg" href="/eng/wipers" />
        <SmallBanner title="For the dark season" image="/banners/small-lighting.svg" href="/eng/lighting" />
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Clear view' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'For the dark season' }));
  });
});
