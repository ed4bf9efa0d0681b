import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_THROTTLE_MS, LazyImage } from './lazy-image';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const image = () => screen.getByRole('img') as HTMLImageElement;

describe('LazyImage', () => {
  it('renders a lazy image with its width and height reserved', () => {
    render(<LazyImage src="/img/310/300/resize/bp-1.jpg" alt="Brake pads ATE 13.0460-7218.2" width={310} height={300} />);
    const img = image();
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/img/310/300/resize/bp-1.jpg');
    expect(img.getAttribute('alt')).toBe('Brake pads ATE 13.0460-7218.2');
    expect(img.getAttribute('width')).toBe('310');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('offers 1x and 2x density variants in srcset, keeping the 1x box', () => {
    const srcSet = '/img/310/300/resize/bp-1.jpg 1x, /img/620/600/resize/bp-1.jpg 2x';
    render(<LazyImage src="/img/310/300/resize/bp-1.jpg" srcSet={srcSet} alt="Brake pads" width={310} height={300} />);
    expect(image().getAttribute('srcset')).toBe(srcSet);
    expect(image().getAttribute('src')).toBe('/img/310/300/resize/bp-1.jpg');
    expect([image().getAttribute('width'), image().getAttribute('height'), image().getAttribute('loading')]).toEqual(['310', '300', 'lazy']);
    expect(image().hasAttribute('fetchpriority')).toBe(false);
  });

  it('renders no srcset without variants', () => {
    render(<LazyImage src="/a.jpg" alt="Oil filter" width={150} height={150} />);
    expect(image().hasAttribute('srcset')).toBe(false);
  });

  it('preloads the LCP picture with its srcset, so the browser fetches the variant the image picks', () => {
    const srcSet = '/img/600/744/resize/bp-1.jpg 1x, /img/1200/1488/resize/bp-1.jpg 2x';
    render(<LazyImage src="/img/600/744/resize/bp-1.jpg" srcSet={srcSet} alt="Brake pads" width={600} height={744} priority />);
    expect([image().getAttribute('srcset'), image().getAttribute('loading'), image().getAttribute('fetchpriority')]).toEqual([srcSet, 'eager', 'high']);
    // React leaves out href when a preload has a srcset: every browser that preloads reads imagesrcset.
    const link = document.head.querySelector(`link[rel="preload"][as="image"][imagesrcset="${srcSet}"]`);
    expect(link).not.toBeNull();
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses eager loading when asked', () => {
    render(<LazyImage src="/a.jpg" alt="Oil filter" width={600} height={744} loading="eager" />);
    expect(image().getAttribute('loading')).toBe('eager');
  });

  it("loads the page's largest picture at once, at high priority", () => {
    render(<LazyImage src="/img/hero.svg" alt="Winter tyres" width={1200} height={480} priority />);
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
  });

  it('spec defaults: 3 attempts, 200 ms apart', () => {
    expect(LAZY_IMAGE_ATTEMPTS).toBe(3);
    expect(LAZY_IMAGE_THROTTLE_MS).toBe(200);
  });

  it('retries a failed load no sooner than 200 ms later, then gives up after the third attempt', () => {
    const onGiveUp = vi.fn();
    render(<LazyImage src="/broken.jpg" alt="Wiper blade Bosch A 297 S" width={310} height={300} onGiveUp={onGiveUp} />);
    const first = image();
    expect(first.getAttribute('data-attempt')).toBe('1');

    fireEvent.error(first);
    act(() => vi.advanceTimersByTime(199));
    expect(image()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = image();
    expect(second).not.toBe(first);
    expect(second.getAttribute('data-attempt')).toBe('2');
    expect(second.getAttribute('src')).toBe('/broken.jpg');

    fireEvent.error(second);
    act(() => vi.advanceTimersByTime(200));
    const third = image();
    expect(third.getAttribute('data-attempt')).toBe('3');
    expect(onGiveUp).not.toHaveBeenCalled();

    fireEvent.error(third);
    const placeholder = screen.getByRole('img', { name: 'Wiper blade Bosch A 297 S' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.getAttribute('data-state')).toBe('failed');
    expect(placeholder.textContent).toBe('Wiper blade Bosch A 297 S');
    expect(placeholder.style.aspectRatio).toBe('310 / 300');
    expect(onGiveUp).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('counts a burst of error events within one attempt once', () => {
    render(<LazyImage src="/broken.jpg" alt="Oil filter" width={310} height={300} />);
    const first = image();
    fireEvent.error(first);
    fireEvent.error(first);
    act(() => vi.advanceTimersByTime(200));
    expect(image().getAttribute('data-attempt')).toBe('2');
  });

  it('keeps the image when a retry succeeds', () => {
    render(<LazyImage src="/flaky.jpg" alt="Oil filter" width={310} height={300} />);
    fireEvent.error(image());
    act(() => vi.advanceTimersByTime(200));
    fireEvent.load(image());
    act(() => vi.advanceTimersByTime(1000));
    expect(image().tagName).toBe('IMG');
    expect(image().getAttribute('data-attempt')).toBe('2');
  });

  it('starts afresh when the source changes', () => {
    const { rerender } = render(<LazyImage src="/a.jpg" alt="Brake disc" width={310} height={300} attempts={1} />);
    fireEvent.error(image());
    expect(image().tagName).toBe('SPAN');
    rerender(<LazyImage src="/b.jpg" alt="Brake disc" width={310} height={300} attempts={1} />);
    expect(image().tagName).toBe('IMG');
    expect(image().getAttribute('src')).toBe('/b.jpg');
  });

  it('hides the placeholder of a decorative image from assistive technology', () => {
    const { container } = render(<LazyImage src="/a.jpg" alt="" width={80} height={99} attempts={1} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const placeholder = container.querySelector('[data-state="failed"]');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.getAttribute('role')).toBeNull();
  });

  it('does not retry after unmounting', () => {
    const { unmount } = render(<LazyImage src="/broken.jpg" alt="Oil filter" width={310} height={300} />);
    fireEvent.error(image());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries an image that failed before hydration (complete without pixels), also under StrictMode', () => {
    // jsdom never loads images: a complete image has naturalWidth 0, like a broken one in a browser.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const onGiveUp = vi.fn();
    render(
      <StrictMode>
        <LazyImage src="/broken.jpg" alt="Oil filter" width={310} height={300} onGiveUp={onGiveUp} />
      </StrictMode>,
    );
    expect(image().getAttribute('data-attempt')).toBe('1');
    act(() => vi.advanceTimersByTime(200));
    expect(image().getAttribute('data-attempt')).toBe('2');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('img', { name: 'Oil filter' }).getAttribute('data-state')).toBe('failed');
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });
});
