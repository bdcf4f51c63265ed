import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { layoutFromBoard } from '../../puzzles/crossword/index.ts';
import { summarizeDictionaryText, summarizeFile } from '../../worker/jobs/fileSummary.ts';
import { FileClient, MAX_FILE_BYTES, tooBig } from '../files/fileClient.ts';
import { shelve, unfillableSlots } from '../../worker/jobs/dictionaries.ts';
import { i18n } from '../i18n/i18n.ts';
import { textOf } from '../i18n/message.ts';
import { fakeWorkers, settle } from './fakeWorker.ts';

describe('the files worker’s summary of a dictionary', () => {
  it('keeps counts, skipped examples and the number of words of each length (code points), never the words', () => {
    const d = summarizeDictionaryText('w.txt', 'cat\ndog\nCat\nhorse\n42\n𝒜bc\nдом\n');
    expect(d).toMatchObject({ wordCount: 5, skipped: 1, duplicates: 1, skippedExamples: [{ line: 5, text: '42' }] });
    check(d.lengths).toEqual({ 3: 4, 5: 1 });
    check(summarizeDictionaryText('w.txt', 'ab\n𝓍y\n').lengths).toEqual({ 2: 2 });
    check(JSON.stringify(d)).not.toContain('horse');
  });

  it('classifies files as readFileText does, and summarizes only dictionaries', () => {
    check(summarizeFile('g.txt', '..#\n...\n#..\n', 'crossword').kind).toBe('puzzle');
    const words = summarizeFile('w.txt', 'apple\nbanana\n', 'crossword');
    check(words).toEqual({ kind: 'dictionary', name: 'w.txt', summary: expect.objectContaining({ wordCount: 2 }) });
    expect(summarizeFile('n.txt', '123\n4 5 6 7 8\n', 'crossword')).toMatchObject({ kind: 'error', target: 'dictionary' });
  });

  it('the "unfillable slots" hint (asked of the solver worker) reads the word index, letters given or not', () => {
    // A 3 x 3 open board: 6 slots of 3; "c" given top left.
    const blocks = new Array<boolean>(9).fill(false);
    const given = ['c', '', '', '', '', '', '', '', ''];
    const layout = layoutFromBoard(3, 3, blocks, given);
    const byLength = (w: string) => shelve('w', w).index;
    expect(unfillableSlots(layout, byLength('cat\n'))).toHaveLength(0);
    check(unfillableSlots(layout, byLength('bat\nact\n')).map((s) => layout.slots[s]!.name).sort()).toEqual(['1-Across', '1-Down']);
    expect(unfillableSlots(layout, byLength('tree\n'))).toHaveLength(6);
    // A word whose letters are regex characters in another script is matched literally.
    const cyr = layoutFromBoard(3, 3, blocks, ['д', '', '', '', '', '', '', '', '']);
    expect(unfillableSlots(cyr, byLength('дом\n'))).toHaveLength(0);
    check(unfillableSlots(cyr, byLength('дым\ncat\n')).length).toBe(0);
    expect(unfillableSlots(cyr, byLength('cat\n'))).toHaveLength(2);
  });
});

describe('FileClient', () => {
  it('refuses files over the limit with the reason', () => {
    expect(tooBig('w.txt', MAX_FILE_BYTES)).toBeNull();
    check(textOf(tooBig('huge.txt', 60 * 1024 * 1024)!)).toBe('huge.txt is 60 MB; files over 50 MB are refused, to keep the page responsive');
  });

  it('fails the reads in flight when its worker crashes, and the next read gets a new worker', async () => {
    const { client, workers } = fakeWorkers((spawn) => new FileClient(spawn));
    const first = client.readDictionary('w', 'cat\n');
    // A worker that has answered before, then crashes: no second try.
    const w = workers[0]!;
    w.done(w.last('dictionary'), summarizeDictionaryText('w', 'cat\n'));
    await first;
    const second = client.readDictionary('w', 'cat\n');
    w.crash('out of memory');
    await expect(second).rejects.toThrow('the file reader stopped: out of memory');
    check(w.terminated).toBe(true);
    const third = client.readFile('w', 'cat\n', 'crossword');
    const fresh = workers[1]!;
    fresh.done(fresh.last('file'), summarizeFile('w', 'cat\n', 'crossword'));
    await expect(third).resolves.toMatchObject({ kind: 'dictionary' });
    const fourth = client.readDictionary('w', '42\n');
    fresh.fail(fresh.last('dictionary'), 'w, line 1, column 1: no words');
    await expect(fourth).rejects.toThrow('w, line 1, column 1: no words');
    await settle();
  });

  it('without a Worker the same jobs run inline; a crash is said in the interface’s language', async () => {
    const inline = new FileClient(null);
    await expect(inline.readFile('w.txt', 'apple\nbanana\n', 'crossword')).resolves.toMatchObject({ kind: 'dictionary', summary: { wordCount: 2 } });
    await expect(inline.readDictionary('n.txt', '42\n')).rejects.toThrow(/n\.txt/);
    await i18n.changeLanguage('ru');
    try {
      const { client, workers } = fakeWorkers((spawn) => new FileClient(spawn));
      const read = client.readDictionary('w', 'cat\n');
      workers[0]!.done(workers[0]!.last('dictionary'), summarizeDictionaryText('w', 'cat\n'));
      await read;
      const next = client.readDictionary('w', 'cat\n');
      workers[0]!.crash();
      await expect(next).rejects.toThrow('Чтение файлов: остановка — рабочий поток не запустился или завершился');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
