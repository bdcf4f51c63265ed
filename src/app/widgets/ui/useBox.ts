/** Size hooks for views that draw to the room they are given. */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * `read(el)` once the element is there and again whenever its box changes size (a ResizeObserver);
 * `initial` until then. Returns a callback ref, so the element may appear after the first render.
 * `same` keeps the last value when nothing read has changed (no render for nothing). Pass `read`
 * and `same` defined once (at module level): a new function re-attaches the observer.
 */
export function useObserved<T extends Element, V>(read: (el: T) => V, same: (a: V, b: V) => boolean, initial: V): [(el: T | null) => void, V] {
  const [el, setEl] = useState<T | null>(null);
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => {
      const next = read(el);
      setValue((v) => (same(v, next) ? v : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, read, same]);
  return [setEl, value];
}

/** The inner size of an element (clientWidth/Height), followed with a ResizeObserver; {0, 0} until measured. */
export function useBoxSize<T extends HTMLElement>(): [(el: T | null) => void, { width: number; height: number }] {
  return useObserved<T, Size>(readSize, sameSize, NO_SIZE);
}

type Size = { width: number; height: number };
const NO_SIZE: Size = { width: 0, height: 0 };
const readSize = (el: HTMLElement): Size => ({ width: el.clientWidth, height: el.clientHeight });
const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

/** Whether a media query matches (false where there is no window). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
