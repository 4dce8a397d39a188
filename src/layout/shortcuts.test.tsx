import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook } from '@testing-library/react';
import { createShortcutRegistry, isEditableTarget, matchesShortcut, useShortcut } from './shortcuts';

const key = (type: 'keydown' | 'keyup', init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('isEditableTarget (core.md 2)', () => {
  it.each([
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select><option>a</option></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<div contenteditable=""></div>', true],
    ['<div contenteditable="false"></div>', false],
    ['<button>b</button>', false],
    ['<div></div>', false],
  ])('%s: %s', (html, expected) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(isEditableTarget(host.firstElementChild)).toBe(expected);
  });

  it('counts elements inside editable content', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div contenteditable="true"><b>bold</b></div>';
    expect(isEditableTarget(host.querySelector('b'))).toBe(true);
  });
});

describe('matchesShortcut', () => {
  it.each([
    [{ key: 'k', ctrlKey: true }, true],
    [{ key: 'k', metaKey: true }, true],
    [{ key: 'K', metaKey: true }, true],
    [{ key: 'k' }, false],
    [{ key: 'k', ctrlKey: true, shiftKey: true }, false],
    [{ key: 'k', ctrlKey: true, altKey: true }, false],
    [{ key: 'j', ctrlKey: true }, false],
  ])('Cmd/Ctrl+K against %j: %s', (init, expected) => {
    expect(matchesShortcut({ key: 'k', mod: true }, new KeyboardEvent('keyup', init))).toBe(expected);
  });

  it('needs no modifier for a plain key', () => {
    expect(matchesShortcut({ key: ' ' }, new KeyboardEvent('keyup', { key: ' ' }))).toBe(true);
    expect(matchesShortcut({ key: ' ' }, new KeyboardEvent('keyup', { key: ' ', ctrlKey: true }))).toBe(false);
  });
});

describe('the shortcut registry', () => {
  it('fires on key-up, not on key-down, and keeps the browser from acting on the key-down', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register({ key: 'k', mod: true, run });
    const down = key('keydown', { key: 'k', ctrlKey: true });
    registry.handleKeyDown(down);
    expect(run).not.toHaveBeenCalled();
    expect(down.defaultPrevented).toBe(true);
    registry.handleKeyUp(key('keyup', { key: 'k', ctrlKey: true }));
    expect(run).toHaveBeenCalledTimes(1);
    registry.handleKeyUp(key('keyup', { key: 'Control' }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('fires a Cmd combination when Cmd is released first (macOS sends no key-up for the letter)', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register({ key: 'k', mod: true, run });
    registry.handleKeyDown(key('keydown', { key: 'k', metaKey: true }));
    registry.handleKeyUp(key('keyup', { key: 'Meta' }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed into an input, textarea, select or editable content', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register({ key: 'k', mod: true, run });
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      registry.handleKeyDown(key('keydown', { key: 'k', ctrlKey: true }, field));
      registry.handleKeyUp(key('keyup', { key: 'k', ctrlKey: true }, field));
    }
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    registry.handleKeyDown(key('keydown', { key: 'k', ctrlKey: true }, editable));
    registry.handleKeyUp(key('keyup', { key: 'k', ctrlKey: true }, editable));
    expect(run).not.toHaveBeenCalled();
  });

  it('does not fire a key-up whose key-down went elsewhere', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register({ key: ' ', run });
    registry.handleKeyUp(key('keyup', { key: ' ' }));
    expect(run).not.toHaveBeenCalled();
  });

  it('stops firing once unregistered', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    const unregister = registry.register({ key: ' ', run });
    registry.handleKeyDown(key('keydown', { key: ' ' }));
    unregister();
    registry.handleKeyUp(key('keyup', { key: ' ' }));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('useShortcut', () => {
  it('listens on the window while mounted and ignores focused inputs', () => {
    const run = vi.fn();
    const { unmount } = renderHook(() => useShortcut({ key: 'k', mod: true, run }));
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    fireEvent.keyUp(document.body, { key: 'k', metaKey: true });
    expect(run).toHaveBeenCalledTimes(1);

    const { getByRole } = render(<input aria-label="field" />);
    fireEvent.keyDown(getByRole('textbox'), { key: 'k', metaKey: true });
    fireEvent.keyUp(getByRole('textbox'), { key: 'k', metaKey: true });
    expect(run).toHaveBeenCalledTimes(1);

    unmount();
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    fireEvent.keyUp(document.body, { key: 'k', metaKey: true });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
