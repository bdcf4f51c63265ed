import { describe, expect, it } from 'vitest';
import { createLayoutStore, DEFAULT_SLOTS, LAYOUT_KEY, readLayout } from '../shell/layout.ts';

function memory(initial?: string) {
  const data = new Map<string, string>(initial ? [[LAYOUT_KEY, initial]] : []);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('layout preferences', () => {
  it('start in the teaching layout with the default views; a saved choice wins', () => {
    expect(readLayout(null)).toEqual({ teach: true, slots: [...DEFAULT_SLOTS], tools: false });
    expect(readLayout('not json')).toEqual({ teach: true, slots: [...DEFAULT_SLOTS], tools: false });
    expect(readLayout('[1,2]').teach).toBe(true);
    expect(readLayout(JSON.stringify({ teach: false })).teach).toBe(false);
  });

  it('keep only known, distinct views and fill the rest', () => {
    const p = readLayout(JSON.stringify({ teach: true, slots: ['compare', 'compare', 'nope', 'why'] }));
    expect(p.teach).toBe(true);
    expect(p.slots.slice(0, 2)).toEqual(['compare', 'why']);
    expect(new Set(p.slots).size).toBe(p.slots.length);
    expect(p.slots).toHaveLength(3);
  });

  it('are saved on a change and read back by a new store (a reload)', () => {
    const storage = memory();
    const a = createLayoutStore(storage);
    a.getState().setTeach(false);
    a.getState().setSlot(1, 'compare');
    const b = createLayoutStore(storage);
    expect(b.getState().teach).toBe(false);
    expect(b.getState().slots[1]).toBe('compare');
  });

  it("remember whether the kind's tools are open; a first visit has them closed", () => {
    expect(readLayout(JSON.stringify({ teach: true, slots: ['tree', 'why'] })).tools).toBe(false);
    expect(readLayout(JSON.stringify({ tools: 'yes' })).tools).toBe(false);
    expect(readLayout(JSON.stringify({ tools: true })).tools).toBe(true);
    const storage = memory();
    const a = createLayoutStore(storage);
    a.getState().setTools(true);
    expect(createLayoutStore(storage).getState().tools).toBe(true);
    // The other choices are kept beside it.
    a.getState().setSlot(0, 'compare');
    const b = createLayoutStore(storage).getState();
    expect([b.tools, b.slots[0], b.teach]).toEqual([true, 'compare', true]);
    a.getState().setTools(false);
    expect(createLayoutStore(storage).getState().tools).toBe(false);
  });

  it('swap views instead of showing one twice', () => {
    const s = createLayoutStore(memory());
    const [first, second] = s.getState().slots;
    s.getState().setSlot(0, second!);
    expect(s.getState().slots.slice(0, 2)).toEqual([second, first]);
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
    expect(s.getState().teach).toBe(false);
  });
});
