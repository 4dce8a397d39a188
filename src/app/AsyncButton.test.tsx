import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithRelay } from '../testing/renderWithRelay';
import { ASYNC_BUTTON_SUCCESS_MS, AsyncButton } from './AsyncButton';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderButton(props: Partial<React.ComponentProps<typeof AsyncButton>> & { onPress: () => Promise<unknown> }) {
  renderWithRelay(
    <main>
      <AsyncButton {...props}>Save</AsyncButton>
    </main>,
  );
  return () => screen.getByRole('button');
}

describe('AsyncButton', () => {
  it('goes idle, working, success for 2 s, idle', async () => {
    vi.useFakeTimers();
    const work = deferred();
    const button = renderButton({ onPress: () => work.promise });
    expect(button().textContent).toBe('Save');
    fireEvent.click(button());
    expect(button().textContent).toBe('Working…');
    expect(button().getAttribute('data-state')).toBe('working');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(async () => work.resolve());
    expect(button().textContent).toBe('Done');
    expect(screen.getByRole('status').textContent).toBe('Done');
    act(() => void vi.advanceTimersByTime(ASYNC_BUTTON_SUCCESS_MS - 1));
    expect(button().textContent).toBe('Done');
    act(() => void vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Save');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(ASYNC_BUTTON_SUCCESS_MS).toBe(2000);
  });

  it('goes back to idle on failure and hands the error over', async () => {
    const work = deferred();
    const onError = vi.fn();
    const button = renderButton({ onPress: () => work.promise, onError });
    fireEvent.click(button());
    const failure = new Error('nope');
    await act(async () => work.reject(failure));
    expect(button().textContent).toBe('Save');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('ignores presses while working', async () => {
    const work = deferred();
    const onPress = vi.fn(() => work.promise);
    const button = renderButton({ onPress });
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onPress).toHaveBeenCalledTimes(1);
    await act(async () => work.resolve());
  });

  it('uses the given labels', async () => {
    const work = deferred();
    const button = renderButton({ onPress: () => work.promise, workingLabel: 'Saving…', successLabel: 'Saved' });
    fireEvent.click(button());
    expect(button().textContent).toBe('Saving…');
    await act(async () => work.resolve());
    expect(button().textContent).toBe('Saved');
    await expectNoAxeViolations();
  });
});
