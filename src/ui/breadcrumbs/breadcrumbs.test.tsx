import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiLinkProvider } from '../link/ui-link';
import type { UiLinkProps } from '../link/ui-link';
import { Breadcrumbs } from './breadcrumbs';

afterEach(cleanup);

function RouterLink(props: UiLinkProps) {
  return <a {...props} data-via="router" />;
}

const items = [
  { label: 'Home', href: '/eng' },
  { label: 'Brakes', href: '/eng/c/brakes' },
  { label: 'Brake pads', href: '/eng/c/brake-pads' },
  { label: 'ATE brake pads, front axle', href: '/eng/p/ATE-1/ate' },
];

describe('Breadcrumbs', () => {
  it('is a labelled nav with an ordered list; the last item is current and not a link', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <Breadcrumbs label="Breadcrumbs" items={items} />
      </UiLinkProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('data-via')])).toEqual([
      ['Home', '/eng', 'router'],
      ['Brakes', '/eng/c/brakes', 'router'],
      ['Brake pads', '/eng/c/brake-pads', 'router'],
    ]);
    const current = within(nav).getByText('ATE brake pads, front axle');
    expect(current.tagName).toBe('SPAN');
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('renders a step without href as text', () => {
    render(<Breadcrumbs label="Breadcrumbs" items={[{ label: 'Home', href: '/' }, { label: 'Catalogue' }, { label: 'Oil filters' }]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Catalogue').getAttribute('aria-current')).toBeNull();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs label="Breadcrumbs" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
