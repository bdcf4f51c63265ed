import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { ownScriptURL } from '../trustedTypes.ts';

describe('the Trusted Types default policy', () => {
  it('lets the page’s own worker scripts through and refuses other origins', () => {
    const base = 'http://127.0.0.1:4173/?instant=1';
    check(ownScriptURL('http://127.0.0.1:4173/assets/solver.worker-abc.js', base)).toBe('http://127.0.0.1:4173/assets/solver.worker-abc.js');
    check(ownScriptURL('/assets/files.worker-x.js', base)).toBe('/assets/files.worker-x.js');
    expect(() => ownScriptURL('https://example.com/w.js', base)).toThrow('refused to load a script from https://example.com');
    expect(() => ownScriptURL('data:text/javascript,1', base)).toThrow(TypeError);
  });
});
