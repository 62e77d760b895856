import { describe, expect, it } from 'vitest';
import { formShortcut } from './useFormShortcuts.ts';

const keys = (key: string, mods: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});
const neighbours = { previous: '/pages/1/edit', next: '/pages/3/edit' };

describe('formShortcut', () => {
  it('saves on Ctrl+S and ⌘S, with or without neighbours', () => {
    expect(formShortcut(keys('s', { ctrlKey: true }), null)).toEqual({});
    expect(formShortcut(keys('S', { metaKey: true }), neighbours)).toEqual({});
    expect(formShortcut(keys('s', { ctrlKey: true, altKey: true }), null)).toBeNull();
  });
  it('saves and goes to the neighbour on Alt+PageDown and Alt+PageUp, where there is one', () => {
    expect(formShortcut(keys('PageDown', { altKey: true }), neighbours)).toEqual({ next: '/pages/3/edit' });
    expect(formShortcut(keys('PageUp', { altKey: true }), neighbours)).toEqual({ next: '/pages/1/edit' });
    expect(formShortcut(keys('PageDown', { altKey: true }), { ...neighbours, next: null })).toBeNull();
    expect(formShortcut(keys('PageDown', { altKey: true }), null)).toBeNull();
  });
  it('leaves every other key alone', () => {
    for (const pressed of [keys('PageDown'), keys('s'), keys('Enter', { altKey: true })])
      expect(formShortcut(pressed, neighbours)).toBeNull();
  });
});
