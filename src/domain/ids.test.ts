import { describe, expect, it } from 'vitest';
import { decodeId, encodeId, kindOfId, padId, parseDeepLinkId } from './ids';

describe('ids', () => {
  it('encode a key path as URL-safe base64 padded with dots', () => {
    const id = encodeId([{ kind: 'SoundZone', intId: parseInt('12a3b', 36) }, { kind: 'Location', intId: 1 }, { kind: 'Account', intId: 2 }]);
    expect(id).toMatch(/^[A-Za-z0-9_-]+\.*$/);
    expect(id.length % 4).toBe(0);
    expect(atob(id.replace(/\./g, '='))).toBe('SoundZone,,12a3b/Location,,1/Account,,2/');
  });

  it('decode what they encode', () => {
    const path = [{ kind: 'Playlist', stringId: 'sommar-å' }, { kind: 'Account', intId: 35 }];
    expect(decodeId(encodeId(path))).toEqual(path);
  });

  it('decode the example of the contract', () => {
    expect(decodeId('U291bmRab25lLCwxMmEzYi9Mb2NhdGlvbiwsMXh5ei9BY2NvdW50LCwxYWJjLw..')).toEqual([
      { kind: 'SoundZone', intId: parseInt('12a3b', 36) },
      { kind: 'Location', intId: parseInt('1xyz', 36) },
      { kind: 'Account', intId: parseInt('1abc', 36) },
    ]);
  });

  it('decode a shortened id without its padding', () => {
    const id = encodeId([{ kind: 'Account', intId: 7 }]);
    expect(decodeId(id.replace(/\.+$/, ''))).toEqual([{ kind: 'Account', intId: 7 }]);
  });

  it('pad a shortened id with dots to a multiple of 4', () => {
    expect(padId('abcde')).toBe('abcde...');
    expect(padId('abcdefgh')).toBe('abcdefgh');
    expect(padId('abcdef')).toBe('abcdef..');
  });

  it('reject what is not an id', () => {
    expect(decodeId('not an id!')).toBeNull();
    expect(decodeId(btoa('garbage'))).toBeNull();
    expect(decodeId('')).toBeNull();
  });

  it("read kind 'Collection' as a playlist", () => {
    expect(kindOfId(encodeId([{ kind: 'Collection', intId: 3 }]))).toBe('Playlist');
  });

  it('read deep-link ids', () => {
    expect(parseDeepLinkId('cadence:track:abc')).toEqual({ kind: 'Track', shortId: 'abc' });
    expect(parseDeepLinkId('cadence:tag:lounge')).toEqual({ kind: 'BrowseCategory', shortId: 'lounge' });
    expect(parseDeepLinkId('other:track:abc')).toBeNull();
  });
});
