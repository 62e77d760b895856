import { describe, expect, it } from 'vitest';
import { containsFile } from './containsFile.ts';

describe('containsFile', () => {
  const file = new File(['x'], 'score.pdf', { type: 'application/pdf' });

  it('finds no file in plain variables', () => {
    expect(containsFile({ id: 1, input: { name: 'A', tags: ['x', 2, null] } })).toBe(false);
    expect(containsFile(undefined)).toBe(false);
    expect(containsFile('text')).toBe(false);
  });

  it('finds a file or blob at any depth', () => {
    expect(containsFile({ file })).toBe(true);
    expect(containsFile({ input: { files: [{ upload: file }] } })).toBe(true);
    expect(containsFile({ input: { data: new Blob(['y']) } })).toBe(true);
  });

  it('survives cyclic objects', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(containsFile(cyclic)).toBe(false);
  });
});
