import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery } from './gallery';
import type { GalleryItem } from './gallery';

afterEach(cleanup);

const items: GalleryItem[] = [
  {
    kind: 'image',
    src: '/img/600/744/resize/pads-front.jpg',
    srcSet: '/img/600/744/resize/pads-front.jpg 1x, /img/1200/1488/resize/pads-front.jpg 2x',
    thumbnailSrc: '/img/150/150/resize/pads-front.jpg',
    alt: 'Brake pads, front view',
  },
  { kind: 'image', src: '/img/600/744/resize/pads-back.jpg', alt: 'Brake pads, back plate' },
  { kind: 'video', src: '/media/pads-fitting.mp4', poster: '/img/600/744/resize/pads-video.jpg', title: 'Fitting the brake pads (video)' },
];

const main = (container: HTMLElement) => container.querySelector('[data-kind]') as HTMLElement;

describe('Gallery', () => {
  it('shows the first item at 600x744 in a named region with a thumbnail button per item', () => {
    const { container } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={items} />);
    const region = screen.getByRole('region', { name: 'Product images' });
    const image = within(main(container)).getByRole('img', { name: 'Brake pads, front view' });
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('744');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('srcset')).toBe('/img/600/744/resize/pads-front.jpg 1x, /img/1200/1488/resize/pads-front.jpg 2x');
    const list = within(region).getByRole('list', { name: 'Choose an image' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Brake pads, front view',
      'Brake pads, back plate',
      'Fitting the brake pads (video)',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/img/150/150/resize/pads-front.jpg');
  });

  it('shows the item whose thumbnail is clicked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={items} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Brake pads, back plate' }));
    expect(within(main(container)).getByRole('img').getAttribute('src')).toBe('/img/600/744/resize/pads-back.jpg');
    expect(screen.getByRole('button', { name: 'Brake pads, back plate' }).getAttribute('aria-pressed')).toBe('true');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('moves between thumbnails with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const { container } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={items} />);
    await user.tab();
    const [first, second, third] = screen.getAllByRole('button');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute('aria-pressed')).toBe('true');
    expect(second?.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    expect(main(container).getAttribute('data-kind')).toBe('image');
  });

  it('plays a product video with controls in the same box', async () => {
    const user = userEvent.setup();
    const { container } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={items} initialIndex={2} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/pads-fitting.mp4');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Fitting the brake pads (video)');
    expect(video.getAttribute('width')).toBe('600');
    await user.click(screen.getByRole('button', { name: 'Brake pads, front view' }));
    expect(container.querySelector('video')).toBeNull();
  });

  it('embeds a player URL in a titled iframe', () => {
    const embed: GalleryItem[] = [items[0] as GalleryItem, { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/abc123', title: 'How to change a wiper blade' }];
    const { container } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={embed} initialIndex={1} />);
    const frame = screen.getByTitle('How to change a wiper blade');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    // No thumbnail picture for an embed without one: the button shows the play sign and keeps its name.
    const button = screen.getByRole('button', { name: 'How to change a wiper blade' });
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
    expect(main(container).getAttribute('data-kind')).toBe('embed');
  });

  it('has no thumbnails for a single image and renders nothing without items', () => {
    const { container, rerender } = render(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={[items[0] as GalleryItem]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Brake pads, front view' })).toBeTruthy();
    rerender(<Gallery label="Product images" thumbnailsLabel="Choose an image" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
