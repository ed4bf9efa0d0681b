import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../site-header/site-header';
import { DefaultLayout, EmptyLayout, MinimalLayout } from './layouts';

afterEach(cleanup);

describe('layouts', () => {
  it('DefaultLayout: the skip link is the first stop and targets the focusable main', async () => {
    const user = userEvent.setup();
    render(
      <DefaultLayout
        header={<SiteHeader homeHref="/" shopName="Autoparts" skipLabel="Skip to content" />}
        footer={<footer>f</footer>}
        overlay={<div data-testid="overlay" />}
      >
        <p>content</p>
      </DefaultLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
    expect(main.textContent).toBe('content');
    expect(screen.getByTestId('overlay')).toBeTruthy();
  });

  it('MinimalLayout shows only the home link above main', () => {
    render(
      <MinimalLayout homeHref="/eng/" shopName="Autoparts">
        <p>checkout</p>
      </MinimalLayout>,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/eng/']);
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('EmptyLayout renders main and overlay only', () => {
    render(
      <EmptyLayout overlay={<span data-testid="overlay" />}>
        <p>x</p>
      </EmptyLayout>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByTestId('overlay')).toBeTruthy();
  });
});
