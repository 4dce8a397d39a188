import { describe, expect, it } from 'vitest';
import { artworkSvg, imageUrlTemplate, initialsOf } from './artwork';
import { countryFromHeaders } from './location';

describe('generated artwork', () => {
  it('draws the same picture for an id at every size, scaled', () => {
    const small = artworkSvg({ kind: 'cover', id: 'abc', width: 100, height: 100 });
    const large = artworkSvg({ kind: 'cover', id: 'abc', width: 1000, height: 1000 });
    expect(artworkSvg({ kind: 'cover', id: 'abc', width: 100, height: 100 })).toBe(small);
    // The same shapes, ten times as far apart: every coordinate of the small one times ten.
    const numbers = (svg: string) => [...svg.matchAll(/ (?:cx|cy|r|x|y)="(-?[\d.]+)"/g)].map((m) => Number(m[1]));
    const scaled = numbers(small).map((v) => v * 10);
    numbers(large).forEach((value, i) => expect(value).toBeCloseTo(scaled[i]!, -1));
  });

  it('draws different pictures for different ids and kinds', () => {
    const pictures = new Set(['a', 'b', 'c', 'd', 'e'].flatMap((id) => ['cover', 'category'].map((kind) => artworkSvg({ kind: kind as 'cover', id, width: 64, height: 64 }))));
    expect(pictures.size).toBe(10);
  });

  it('starts its gradient at the entity colour, upper-cased, and ignores a colour that is not #RRGGBB', () => {
    expect(artworkSvg({ kind: 'cover', id: 'x', width: 10, height: 10, color: '#1e3a5f' })).toContain('<stop offset="0" stop-color="#1E3A5F"/>');
    expect(artworkSvg({ kind: 'cover', id: 'x', width: 10, height: 10, color: 'red"/><script>' })).not.toContain('script');
  });

  it('writes initials on logos and avatars only, in light ink on dark colours and dark ink on light ones', () => {
    expect(artworkSvg({ kind: 'cover', id: 'x', width: 10, height: 10, name: 'Café Lumen' })).not.toContain('<text');
    expect(artworkSvg({ kind: 'logo', id: 'x', width: 10, height: 10, name: 'Café Lumen', color: '#1E3A5F' })).toMatch(/<text [^>]*fill="#FFFFFF"[^>]*>CL<\/text>/);
    expect(artworkSvg({ kind: 'logo', id: 'x', width: 10, height: 10, name: 'Café Lumen', color: '#F4E8C1' })).toMatch(/<text [^>]*fill="#111111"[^>]*>CL<\/text>/);
    expect(artworkSvg({ kind: 'logo', id: 'x', width: 10, height: 10 })).not.toContain('<text');
  });

  it('takes up to two initials from the first words of a name', () => {
    expect(initialsOf('Café Lumen')).toBe('CL');
    expect(initialsOf('Brightway Stores Inc.')).toBe('BS');
    expect(initialsOf('hotel')).toBe('H');
    expect(initialsOf('Ödegården & Co')).toBe('ÖC');
    expect(initialsOf('  7-Eleven')).toBe('7E');
    expect(initialsOf('<b>')).toBe('');
    expect(initialsOf(null)).toBe('');
  });

  it('gives URL templates with %w and %h', () => {
    expect(imageUrlTemplate('logo', 'QWNjb3VudCwsMWFiYy8.')).toBe('/api/images/logo/QWNjb3VudCwsMWFiYy8./%w/%h');
    expect(imageUrlTemplate('cover', 'cadence:album:7Hj2Lk')).toBe('/api/images/cover/cadence:album:7Hj2Lk/%w/%h');
  });
});

describe('the country from trusted headers', () => {
  it('reads x-country before cf-ipcountry, upper-cased', () => {
    expect(countryFromHeaders({ 'x-country': ' se ', 'cf-ipcountry': 'JP' })).toBe('SE');
    expect(countryFromHeaders({ 'cf-ipcountry': 'jp' })).toBe('JP');
  });

  it("answers 'ZZ' for nothing, garbage, and the proxies' unknown and Tor codes", () => {
    expect(countryFromHeaders({})).toBe('ZZ');
    expect(countryFromHeaders({ 'x-country': 'SWE' })).toBe('ZZ');
    expect(countryFromHeaders({ 'cf-ipcountry': 'XX' })).toBe('ZZ');
    expect(countryFromHeaders({ 'cf-ipcountry': 'T1' })).toBe('ZZ');
    expect(countryFromHeaders({ 'x-country': 'XX', 'cf-ipcountry': 'DE' })).toBe('DE');
  });
});
