import { describe, expect, it } from 'vitest';
import { carCookieAssignment, carCookieName, carEngineOf, carNarrowing } from './car-cookie';

describe('the car cookie (ADR 0029)', () => {
  it('is named per store view with the personal prefix the output cache skips', () => {
    expect(carCookieName('eng')).toBe('ap24-car-eng');
    expect(carCookieName('ap24_italy_it')).toBe('ap24-car-ap24_italy_it');
  });

  it("reads the view's engine id from a Cookie header, and nothing from another view's or a malformed value", () => {
    expect(carEngineOf('theme=dark; ap24-car-eng=1002; x=1', 'eng')).toBe(1002);
    expect(carEngineOf('ap24-car-est=1002', 'eng')).toBeNull();
    for (const bad of ['ap24-car-eng=', 'ap24-car-eng=abc', 'ap24-car-eng=-4', 'ap24-car-eng=0', 'ap24-car-eng=1.5', 'ap24-car-eng=%E0%A4%A']) expect(carEngineOf(bad, 'eng')).toBeNull();
    expect(carEngineOf(undefined, 'eng')).toBeNull();
  });

  it('is kept for a year on the whole site, and removed with Max-Age 0', () => {
    expect(carCookieAssignment('eng', 1002)).toBe('ap24-car-eng=1002; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(carCookieAssignment('eng', null)).toBe('ap24-car-eng=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it("narrows a server page request by the request's cookie", () => {
    const port = carNarrowing('rus');
    expect(port(new Request('http://localhost/rus/c/brakes', { headers: { cookie: 'ap24-car-rus=77' } }))).toEqual({ categoryId: 77 });
    expect(port(new Request('http://localhost/rus/c/brakes'))).toBeNull();
  });
});
