import { describe, expect, it } from 'vitest';
import { regionOptions } from './regions';

describe('the region filter’s choices', () => {
  it('lists each country once by name, each followed by its states', () => {
    const options = regionOptions(
      [
        { country: 'US', state: 'NY' },
        { country: 'SE', state: null },
        { country: 'US', state: 'CA' },
        { country: 'us', state: 'ny' },
      ],
      '',
      'en',
    );
    expect(options).toEqual([
      { code: 'SE', name: 'Sweden' },
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'CA', country: 'United States' },
      { code: 'NY', name: 'NY', country: 'United States' },
    ]);
  });

  it('keeps the region the URL names even when no location has it', () => {
    expect(regionOptions([{ country: 'SE' }], 'tx', 'en').map((option) => option.code)).toEqual(['SE', 'TX']);
  });
});
