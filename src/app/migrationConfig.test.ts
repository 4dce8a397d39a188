import { describe, expect, it } from 'vitest';
import { migrationConfig } from './migrationConfig';

describe('migrationConfig', () => {
  it('turns the migration on only with both origins', () => {
    expect(migrationConfig(undefined, undefined)).toBeNull();
    expect(migrationConfig('https://old.example.com', undefined)).toBeNull();
    expect(migrationConfig('not a url', 'https://new.example.com')).toBeNull();
    expect(migrationConfig('https://old.example.com', 'https://new.example.com')).toEqual({ source: 'https://old.example.com', destination: 'https://new.example.com' });
  });
});
