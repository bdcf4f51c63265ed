import { describe, expect, it } from 'vitest';
import { layoutFromBoard } from '../../puzzles/crossword/index.ts';
import { summarizeDictionaryText, summarizeFile } from '../../worker/fileSummary.ts';
import type { FilesFromWorker, FilesToWorker } from '../../worker/filesProtocol.ts';
import { FileClient, MAX_FILE_BYTES, tooBig } from '../files/fileClient.ts';
import { shelve, unfillableSlots } from '../../worker/dictionaries.ts';

describe('the files worker’s summary of a dictionary', () => {
  it('keeps counts, skipped examples and the number of words of each length (code points), never the words', () => {
    const d = summarizeDictionaryText('w.txt', 'cat\ndog\nCat\nhorse\n42\n𝒜bc\nдом\n');
    expect(d).toMatchObject({ wordCount: 5, skipped: 1, duplicates: 1, skippedExamples: [{ line: 5, text: '42' }] });
    expect(d.lengths).toEqual({ 3: 4, 5: 1 });
    expect(summarizeDictionaryText('w.txt', 'ab\n𝓍y\n').lengths).toEqual({ 2: 2 });
    expect(JSON.stringify(d)).not.toContain('horse');
  });

  it('classifies files as readFileText does, and summarizes only dictionaries', () => {
    expect(summarizeFile('g.txt', '..#\n...\n#..\n', 'crossword').kind).toBe('puzzle');
    const words = summarizeFile('w.txt', 'apple\nbanana\n', 'crossword');
    expect(words).toEqual({ kind: 'dictionary', name: 'w.txt', summary: expect.objectContaining({ wordCount: 2 }) });
    expect(summarizeFile('n.txt', '123\n4 5 6 7 8\n', 'crossword')).toMatchObject({ kind: 'error', target: 'dictionary' });
  });

  it('the "unfillable slots" hint (asked of the solver worker) reads the word index, letters given or not', () => {
    // A 3 x 3 open board: 6 slots of 3; "c" given top left.
    const blocks = new Array<boolean>(9).fill(false);
    const given = ['c', '', '', '', '', '', '', '', ''];
    const layout = layoutFromBoard(3, 3, blocks, given);
    const byLength = (w: string) => shelve('w', w).index;
    expect(unfillableSlots(layout, byLength('cat\n'))).toHaveLength(0);
    expect(unfillableSlots(layout, byLength('bat\nact\n')).map((s) => layout.slots[s]!.name).sort()).toEqual(['1-Across', '1-Down']);
    expect(unfillableSlots(layout, byLength('tree\n'))).toHaveLength(6);
    // A word whose letters are regex characters in another script is matched literally.
    const cyr = layoutFromBoard(3, 3, blocks, ['д', '', '', '', '', '', '', '', '']);
    expect(unfillableSlots(cyr, byLength('дом\n'))).toHaveLength(0);
    expect(unfillableSlots(cyr, byLength('дым\ncat\n')).length).toBe(0);
    expect(unfillableSlots(cyr, byLength('cat\n'))).toHaveLength(2);
  });
});

describe('FileClient', () => {
  it('refuses files over the limit with the reason', () => {
    expect(tooBig('w.txt', MAX_FILE_BYTES)).toBeNull();
    expect(tooBig('huge.txt', 60 * 1024 * 1024)).toBe('huge.txt is 60 MB; files over 50 MB are refused, to keep the page responsive');
  });

  it('fails the reads in flight when its worker crashes, and the next read gets a new worker', async () => {
    const workers: { onmessage: ((e: MessageEvent<FilesFromWorker>) => void) | null; onerror: ((e: Event) => void) | null; sent: FilesToWorker[]; terminated: boolean }[] = [];
    const client = new FileClient(() => {
      const w = { onmessage: null, onerror: null, onmessageerror: null, sent: [] as FilesToWorker[], terminated: false, postMessage(m: FilesToWorker) { this.sent.push(m); }, terminate() { this.terminated = true; } };
      workers.push(w);
      return w as unknown as Worker;
    });
    const first = client.readDictionary('w', 'cat\n');
    workers[0]!.onerror?.({ message: 'out of memory', preventDefault() {} } as unknown as Event);
    await expect(first).rejects.toThrow('out of memory');
    expect(workers[0]!.terminated).toBe(true);
    const second = client.readFile('w', 'cat\n', 'crossword');
    const request = workers[1]!.sent[0]!;
    workers[1]!.onmessage?.({ data: { type: 'file', id: request.id, file: summarizeFile('w', 'cat\n', 'crossword') } } as MessageEvent<FilesFromWorker>);
    await expect(second).resolves.toMatchObject({ kind: 'dictionary' });
    const third = client.readDictionary('w', '42\n');
    workers[1]!.onmessage?.({ data: { type: 'error', id: workers[1]!.sent[1]!.id, message: 'w, line 1, column 1: no words' } } as MessageEvent<FilesFromWorker>);
    await expect(third).rejects.toThrow('no words');
  });
});
