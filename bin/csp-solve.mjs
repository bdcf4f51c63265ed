#!/usr/bin/env node
// The `solve` command as a bin entry: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
