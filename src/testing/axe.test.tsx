import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('passes accessible markup', async () => {
    const { container } = render(
      <main>
        <h1>Zones</h1>
        <button type="button">Play</button>
      </main>,
    );
    await expectNoAxeViolations(container);
  });

  it('fails on a critical violation and names it', async () => {
    const { container } = render(
      <main>
        <button type="button" />
      </main>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/button-name \(critical\)/);
  });

  it('checks the whole document by default, ignoring moderate violations', async () => {
    // Content outside landmarks ('region') is moderate: where a component lands decides it.
    render(<p>Loose text</p>);
    await expectNoAxeViolations();
    render(<img src="logo.png" />);
    await expect(expectNoAxeViolations()).rejects.toThrow(/image-alt \(critical\)/);
  });
});
