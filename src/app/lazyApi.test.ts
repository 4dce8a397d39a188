import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazyApi';

interface Api {
  double(value: number): Promise<number>;
  fail(): Promise<never>;
}

describe('lazyApi', () => {
  it('loads the implementation once, with the first call, and passes calls and their answers through', async () => {
    const load = vi.fn(async (): Promise<Api> => ({ double: async (value) => value * 2, fail: () => Promise.reject(new Error('refused')) }));
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([api.double(2), api.double(5)])).toEqual([4, 10]);
    await expect(api.fail()).rejects.toThrow('refused');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyApi as a value', () => {
  it('is not taken for a promise when awaited', async () => {
    const api = lazyApi(async (): Promise<Api> => ({ double: async (value) => value * 2, fail: () => Promise.reject(new Error('refused')) }));
    expect(await (await Promise.resolve(api)).double(3)).toBe(6);
  });
});

describe('lazyApi with members given at once', () => {
  it('answers them without loading the rest', async () => {
    const load = vi.fn(async () => ({ url: (path: string) => `/x/${path}`, fetchIt: async () => 'done' }));
    const api = lazyApi(load, { url: (path: string) => `/x/${path}` });
    expect(api.url('a')).toBe('/x/a');
    expect(load).not.toHaveBeenCalled();
    expect(await api.fetchIt()).toBe('done');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
