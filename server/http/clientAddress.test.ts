import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './clientAddress';

describe('clientAddressOf', () => {
  it('is the socket peer unless a proxy is trusted', () => {
    expect(clientAddressOf('10.0.0.5', '203.0.113.7', false)).toBe('10.0.0.5');
  });

  it('is the first forwarded entry behind a trusted proxy', () => {
    expect(clientAddressOf('10.0.0.5', '203.0.113.7, 10.0.0.1', true)).toBe('203.0.113.7');
    expect(clientAddressOf('10.0.0.5', undefined, true)).toBe('10.0.0.5');
  });
});
