/** Test data from ../shared/data beside the project. */
import { readFileSync } from 'node:fs';

export const SHARED = new URL('../../shared/data/', import.meta.url);

export function sharedPath(relative: string): string {
  return new URL(relative, SHARED).pathname;
}

export function readShared(relative: string): string {
  return readFileSync(new URL(relative, SHARED), 'utf8');
}
