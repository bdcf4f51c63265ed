import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { createLayoutStore, DEFAULT_SLOTS, LAYOUT_KEY, readLayout } from '../shell/layout.ts';

function memory(initial?: string) {
  const data = new Map<string, string>(initial ? [[LAYOUT_KEY, initial]] : []);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('layout preferences', () => {
  it('start in the teaching layout with the default views; a saved choice wins', () => {
    check(readLayout(null)).toEqual({ teach: true, slots: [...DEFAULT_SLOTS], tools: false });
    check(readLayout('not json')).toEqual({ teach: true, slots: [...DEFAULT_SLOTS], tools: false });
    check(readLayout('[1,2]').teach).toBe(true);
    check(readLayout(JSON.stringify({ teach: false })).teach).toBe(false);
  });

  it('keep only known, distinct views and fill the rest', () => {
    const p = readLayout(JSON.stringify({ teach: true, slots: ['compare', 'compare', 'nope', 'why'] }));
    check(p.teach).toBe(true);
    check(p.slots.slice(0, 2)).toEqual(['compare', 'why']);
    check(new Set(p.slots).size).toBe(p.slots.length);
    expect(p.slots).toHaveLength(3);
  });

  it('are saved on a change and read back by a new store (a reload)', () => {
    const storage = memory();
    const a = createLayoutStore(storage);
    a.getState().setTeach(false);
    a.getState().setSlot(1, 'compare');
    const b = createLayoutStore(storage);
    check(b.getState().teach).toBe(false);
    check(b.getState().slots[1]).toBe('compare');
  });

  it("remember whether the kind's tools are open; a first visit has them closed", () => {
    check(readLayout(JSON.stringify({ teach: true, slots: ['tree', 'why'] })).tools).toBe(false);
    check(readLayout(JSON.stringify({ tools: 'yes' })).tools).toBe(false);
    check(readLayout(JSON.stringify({ tools: true })).tools).toBe(true);
    const storage = memory();
    const a = createLayoutStore(storage);
    a.getState().setTools(true);
    check(createLayoutStore(storage).getState().tools).toBe(true);
    // The other choices are kept beside it.
    a.getState().setSlot(0, 'compare');
    const b = createLayoutStore(storage).getState();
    check([b.tools, b.slots[0], b.teach]).toEqual([true, 'compare', true]);
    a.getState().setTools(false);
    check(createLayoutStore(storage).getState().tools).toBe(false);
  });

  it('swap views instead of showing one twice', () => {
    const s = createLayoutStore(memory());
    const [first, second] = s.getState().slots;
    s.getState().setSlot(0, second!);
    check(s.getState().slots.slice(0, 2)).toEqual([second, first]);
  });

  it('survive a storage that throws', () => {
    const s = createLayoutStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    s.getState().setTeach(false);
    check(s.getState().teach).toBe(false);
  });
});
