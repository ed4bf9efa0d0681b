import { describe, expect, it } from 'vitest';
import { HOME_LIST_SIZE, homeBanners, homeListRequest, NO_BANNERS } from './home';

describe('home lists', () => {
  it('ask for 8 listed products, newest first (spec section 2)', () => {
    expect(HOME_LIST_SIZE).toBe(8);
    expect(homeListRequest('newProducts')).toEqual({
      query: { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] } },
      sort: [{ created_at: { order: 'desc' } }],
      size: 8,
      from: 0,
    });
  });

  it('narrow bestsellers to the recommended products with their own configuration', () => {
    const request = homeListRequest('bestSellers');
    expect(request.query.bool.filter).toContainEqual({ terms: { erin_recommends: [1] } });
    expect(request.sort).toEqual(homeListRequest('newProducts').sort);
    expect(request.size).toBe(8);
  });
});

describe('homeBanners', () => {
  const brakes = { title: 'Brakes for every car', subtitle: 'ATE, Brembo, TRW', image: '/banners/main-brakes.svg', link: '/eng/brakes' };

  it('reads the four parts of a banner document', () => {
    const wipers = { title: 'Clear view', image: '/banners/small-wipers.svg', link: '/eng/wipers' };
    const service = { title: 'Time for a service', image: '/banners/product-service.svg', link: '/eng/oils' };
    expect(homeBanners({ mainBanners: [brakes], smallBanners: [wipers], productBanners: [service], headImage: wipers })).toEqual({
      main: [brakes],
      small: [wipers],
      product: [service],
      head: wipers,
    });
  });

  it('leaves out entries without a title, image or link and ignores an empty subtitle', () => {
    const doc = {
      mainBanners: [{ ...brakes, subtitle: '' }, { title: 'No link', image: '/banners/main-x.svg' }, null, 'text'],
      smallBanners: { title: 'not a list' },
      headImage: { title: '', image: '/banners/head.svg', link: '/eng' },
    };
    expect(homeBanners(doc)).toEqual({ main: [{ title: brakes.title, image: brakes.image, link: brakes.link }], small: [], product: [], head: null });
  });

  it("keeps a banner picture's alt text, and none when it is empty or not text", () => {
    const returns = { title: '14-day returns with a full refund', image: '/banners/small-returns.svg', link: '/eng/i/return-policy' };
    const doc = { smallBanners: [{ ...returns, alt: 'A parcel with a return arrow' }, { ...returns, alt: ' ' }, { ...returns, alt: 7 }] };
    expect(homeBanners(doc).small).toEqual([{ ...returns, alt: 'A parcel with a return arrow' }, returns, returns]);
  });

  it('gives no banners for a document that is not an object', () => {
    for (const doc of [null, undefined, 'banners', 42, []]) expect(homeBanners(doc)).toEqual(NO_BANNERS);
  });
});
