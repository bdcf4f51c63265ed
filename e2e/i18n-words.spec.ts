/**
 * Every word in the chosen language (issue 20): in 简体中文 and Русский, after a session that
 * loads the default puzzle, solves, steps, opens every teaching view, runs a compare preset, the
 * lesson, the guide, the export menu, the share panel, the Sudoku and Futoshiki kinds (with the
 * makers' hint) and the model's panel, no English is left on screen. Each stage scans the page's visible text (body.innerText, the options of every
 * picker, SVG text) and its aria-labels, titles and placeholders for Latin words; what may stay
 * Latin is explicit: the words of the word lists and puzzles (in quotes, on the board, in a
 * domain's word list), file names, the share link, and a short list of names (CSP, MAC, AC-3,
 * dom/wdeg, CSV, PNG, SVG, …). Anything else fails the test with the offending strings listed.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** Names that stay as they are in every language: algorithms, formats, key caps, people. */
const ALLOW = new Set(
  [
    'CSP', 'MAC', 'AC', 'BT', 'FC', 'GAC', 'MRV', 'LCV', 'CBJ', 'DFS', 'BFS', 'dom', 'wdeg', 'Luby', 'Régin', 'gin',
    'CSV', 'PNG', 'SVG', 'JSON', 'JSONL', 'Lines', 'MB',
    'Ctrl', 'Shift', 'Esc', 'Enter', 'Backspace', 'Delete',
    'SCOWL', 'Swordsmith',
    'MiniZinc', 'mzn', 'queens', 'Russell', 'Norvig',
  ],
);

/** Every word of the bundled word lists (lower case): a word of the puzzle may show anywhere it is data. */
function wordList(): Set<string> {
  const words = new Set<string>();
  for (const file of ['public/dictionaries/english-common.txt']) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const w = line.trim().toLowerCase();
      if (/^[a-z]+$/.test(w)) words.add(w);
    }
  }
  return words;
}
const WORDS = wordList();

/** Puzzle titles (a sample's own name) and the set names of the bundled puzzle files. */
const PUZZLE_TITLES = new Set(['jja', 'top95', 'hardest']);

/**
 * Everything the page shows or says to a screen reader, as strings tagged with where they came
 * from. Runs in the page (a string: the e2e tsconfig has no DOM library). Data regions — the board,
 * a domain's word list, the language picker (each language by its own name) — are left out of the
 * text; the board's own aria-label is kept.
 */
const PAGE_TEXTS = `(() => {
  const out = [];
  const data = ['[data-testid="board"]', '[data-testid="domain-remaining"]', '[data-testid="pruned-value"]', '[data-testid="language"]'];
  const hidden = [];
  for (const sel of data) {
    for (const el of document.querySelectorAll(sel)) {
      const label = el.getAttribute('aria-label');
      if (label && sel.includes('board')) out.push('[aria-label] ' + label);
      hidden.push([el, el.style.display]);
      el.style.display = 'none';
    }
  }
  out.push(document.body.innerText);
  for (const [el, display] of hidden) el.style.display = display;
  const inData = (el) => data.some((sel) => el.closest(sel) !== null);
  for (const el of document.querySelectorAll('*')) {
    if (inData(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt']) {
      const v = el.getAttribute(a);
      if (v) out.push('[' + a + '] ' + v);
    }
  }
  for (const o of document.querySelectorAll('option, optgroup')) {
    if (inData(o)) continue;
    const v = o.tagName === 'OPTGROUP' ? o.label : o.textContent;
    if (v) out.push('[option] ' + v);
  }
  for (const el of document.querySelectorAll('svg text, svg title, svg desc')) {
    if (!inData(el) && el.textContent) out.push('[svg] ' + el.textContent);
  }
  return out;
})()`;

async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(PAGE_TEXTS) as Promise<string[]>;
}

/** MiniZinc's keywords and built-ins: not data, even when a model uses them. */
const MINIZINC_WORDS = new Set(['array', 'bool', 'constraint', 'enum', 'float', 'function', 'include', 'int', 'maximize', 'minimize', 'of', 'output', 'par', 'predicate', 'set', 'show', 'solve', 'satisfy', 'var', 'where', 'forall', 'exists', 'sum', 'not', 'in', 'if', 'then', 'else', 'endif', 'let']);

/** The Latin words in `text` that are not allowed, with a little context. */
export function englishIn(text: string, words: ReadonlySet<string>): string[] {
  const cleaned = text
    .replace(/^\[[a-z-]+\] /, '')
    // The share link, file names and extensions, the CLI's options, the word lists' own names.
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w-]*\.(grid|slots|txt|sdk|csv|png|svg|jsonl|json|puz|ipuz|jpz|xd|mzn|dzn|fzn)\b/g, ' ')
    .replace(/(^|\s)--[a-z-]+( [a-z0-9]+)?/g, ' ')
    .replace(/\b(english-common|english-63k|Top-3000|(?:[a-z]+-)?seed\d{3}(?:-[a-z0-9-]+)?|Solve\(K\))/g, ' ')
    // A program's name (the .puz export is "for Across Lite").
    .replace(/\bAcross Lite\b/g, ' ')
    // The accent-folding option's example (CAFÉ → CAFE, café and cafe): words shown as data.
    .replace(/caf[ée]/gi, ' ')
    // A word of the puzzle in quotes.
    .replace(/[“«「"]([a-zа-яё]+)[”»」"]/giu, ' ')
    // A slot's letters so far, a blank (·) for each empty square ("NE·" in the clue list and its
    // aria-label, at a breakpoint): the board's letters, data as the board is. Capitals and at
    // least one blank only; words glued to a separator ("Drawn·Board") are still scanned.
    .replace(/(?<![A-Za-z])[A-Z]*·[A-Z·]*(?![A-Za-z])/g, ' ');
  const bad: string[] = [];
  for (const m of cleaned.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
    const token = m[0];
    if (token.length < 2) continue;
    if (ALLOW.has(token)) continue;
    // A word of the word list, as the board (lower case) or the sentences (upper case) write it.
    if ((token === token.toLowerCase() || token === token.toUpperCase()) && words.has(token.toLowerCase())) continue;
    if (PUZZLE_TITLES.has(token)) continue;
    const at = m.index;
    bad.push(`${token} in “${cleaned.slice(Math.max(0, at - 30), at + token.length + 30).replace(/\s+/g, ' ')}”`);
  }
  return bad;
}

/** Scan the page; remember what is left in English under `stage`. */
async function scan(page: Page, stage: string, found: Map<string, Set<string>>, words: ReadonlySet<string> = WORDS): Promise<void> {
  for (const text of await pageTexts(page)) {
    for (const b of englishIn(text, words)) {
      const key = b.split(' ')[0]!;
      if (!found.has(key)) found.set(key, new Set());
      found.get(key)!.add(`${stage}: ${b}`);
    }
  }
}

async function solve(page: Page): Promise<void> {
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve')).toBeEnabled({ timeout: 60_000 });
}

async function openTab(page: Page, id: string): Promise<void> {
  const tab = page.getByTestId(`tab-${id}`);
  if (await tab.isVisible()) await tab.click();
}

for (const { locale, lang } of [
  { locale: 'zh-CN', lang: 'zh' },
  { locale: 'ru-RU', lang: 'ru' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1280, height: 720 } });

    test(`no English word is left on screen in ${locale} through a whole session`, async ({ page }) => {
      test.setTimeout(300_000);
      const found = new Map<string, Set<string>>();
      await page.goto('/?instant=1');
      await expect(page.getByTestId('language')).toHaveValue(lang);
      await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
      await scan(page, 'first screen', found);

      // Solve the default puzzle, then step through it.
      await solve(page);
      await scan(page, 'solved', found);
      await openTab(page, 'why');
      await page.getByTestId('jump-start').click();
      for (let i = 0; i < 6; i++) {
        await page.getByTestId('step-forward').click();
        await scan(page, `step ${i + 1}`, found);
      }
      for (const jump of ['next-backtrack', 'next-backtrack', 'next-assign', 'next-solution']) {
        const button = page.getByTestId(jump);
        if (await button.isEnabled()) await button.click();
        await scan(page, jump, found);
      }

      // The why view at a backtrack, as a projector shows it (1280 × 720).
      await openTab(page, 'why');
      await page.getByTestId('jump-start').click();
      await page.getByTestId('next-backtrack').click();
      await page.getByTestId('why-log').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/i18n-${lang}.png` });
      await page.screenshot({ path: `test-results/i18n-words-${lang}-why.png` });
      const long = page.getByTestId('why-detail-long');
      if (await long.isVisible()) {
        await long.click();
        await scan(page, 'why, long detail', found);
      }
      await page.getByTestId('jump-end').click();

      // Every teaching view, one after the other.
      for (const view of ['why', 'tree', 'domains', 'arcs', 'graph']) {
        await openTab(page, view);
        if (view === 'domains') {
          const pick = page.getByTestId('domain-variable');
          await pick.selectOption({ index: 1 });
        }
        await scan(page, `view ${view}`, found);
      }
      for (const back of ['jump-start', 'step-forward', 'step-forward', 'step-forward']) await page.getByTestId(back).click();
      for (const view of ['domains', 'arcs', 'graph', 'tree']) {
        await openTab(page, view);
        await scan(page, `view ${view} early`, found);
      }
      // A breakpoint on a slot (its picker lists the slots), run to it, then the predict banner.
      await page.getByTestId('breakpoint-kind').selectOption('assigned');
      await page.getByTestId('breakpoint-variable').selectOption({ index: 2 });
      await page.getByTestId('jump-start').click();
      await page.getByTestId('run-to-breakpoint').click();
      await expect(page.getByTestId('breakpoint-status')).not.toBeEmpty();
      await scan(page, 'breakpoint', found);
      await page.getByTestId('breakpoint-kind').selectOption('none');
      await page.getByTestId('predict-mode').click();
      await page.getByTestId('jump-start').click();
      await page.getByTestId('step-forward').click();
      await page.getByTestId('play').click();
      const banner = page.getByTestId('predict-banner');
      if (await banner.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
        await scan(page, 'predict', found);
        await page.getByTestId('predict-reveal').click();
      }
      await page.getByTestId('predict-mode').click();
      await page.getByTestId('jump-end').click();

      // A compare preset (seed 001 has a run with no solution and its reason).
      await openTab(page, 'compare');
      await page.getByTestId('compare-preset-run-seed001').click();
      await expect(page.getByTestId('compare-table').getByTestId('compare-row')).toHaveCount(2, { timeout: 120_000 });
      await scan(page, 'compare seed001', found);

      await page.getByTestId('compare-preset-run-seed002').click();
      await expect(page.getByTestId('compare-table').getByTestId('compare-row')).toHaveCount(8, { timeout: 120_000 });
      await scan(page, 'compare seed002', found);

      // The teaching layout, if the app has it.
      const teach = page.getByTestId('layout-teach');
      if (await teach.isVisible()) {
        await teach.click();
        await scan(page, 'teaching layout', found);
        await teach.click();
      }

      // No solution: the Cyrillic seed-001 list has no word for the lesson's slots (the worker's
      // end-of-run message, the "no word fits" list, the hint of what to change).
      await page.getByTestId('dictionary-select').selectOption('seed001-vocabulary');
      await solve(page);
      await expect(page.getByTestId('empty-slots')).toBeVisible();
      await scan(page, 'no solution', found);
      await page.getByTestId('dictionary-select').selectOption('english-common');

      // The lesson, chapter by chapter.
      await page.getByTestId('lesson').click();
      await expect(page.getByTestId('lesson-panel')).toBeVisible();
      for (let i = 0; i < 3; i++) {
        if (i > 0) await page.getByTestId('lesson-next').click();
        await expect(page.getByTestId('lesson-why')).toBeVisible({ timeout: 60_000 });
        await scan(page, `lesson chapter ${i + 1}`, found);
      }
      await page.getByTestId('lesson-close').click();

      // The guide, the export menu, the share panel.
      await page.getByTestId('help').click();
      await expect(page.getByTestId('guide-panel')).toBeVisible();
      await scan(page, 'guide', found);
      await page.getByTestId('guide-close').click();
      await page.getByTestId('export-menu').click();
      await scan(page, 'export menu', found);
      await page.keyboard.press('Escape');
      await page.getByTestId('share').click();
      await expect(page.getByTestId('share-panel')).toBeVisible();
      await scan(page, 'share panel', found);
      await page.getByTestId('share-close').click();

      // Sudoku and Futoshiki: drawn, solved, stepped, with the teaching views.
      for (const kind of ['sudoku', 'futoshiki']) {
        await page.getByTestId('puzzle-kind').selectOption(kind);
        await scan(page, `${kind} drawn`, found);
        // The makers' panel: a hint on the drawn puzzle, beside its uniqueness and rating.
        await page.getByTestId('hint').click();
        await expect(page.getByTestId('hint-text')).toBeVisible({ timeout: 60_000 });
        await scan(page, `${kind} makers' panel`, found);
        await solve(page);
        await scan(page, `${kind} solved`, found);
        await page.getByTestId('jump-start').click();
        for (let i = 0; i < 4; i++) await page.getByTestId('step-forward').click();
        for (const view of ['why', 'tree', 'domains', 'arcs', 'graph']) {
          await openTab(page, view);
          await scan(page, `${kind} view ${view}`, found);
        }
        const back = page.getByTestId('next-backtrack');
        if (await back.isEnabled()) await back.click();
        await openTab(page, 'why');
        await scan(page, `${kind} backtrack`, found);
      }

      // The model's panel, as the kind opens (its status settled), and Undo's "switch to" label.
      await page.getByTestId('puzzle-kind').selectOption('model');
      await expect(page.getByTestId('model-status')).not.toHaveAttribute('data-state', 'compiling', { timeout: 90_000 });
      // The model's own names (its variables, its values: "nt", "red") are data, as a word list's
      // words are; MiniZinc's keywords are not, so the interface may not say them in English.
      const source = await page.getByTestId('model-editor').inputValue();
      const names = [...source.matchAll(/[A-Za-z_]\w*/g)].map((m) => m[0].toLowerCase()).filter((w) => !MINIZINC_WORDS.has(w));
      await scan(page, 'model panel', found, new Set([...WORDS, ...names]));

      const report = [...found.entries()].map(([word, where]) => `${word}: ${[...where].slice(0, 3).join(' | ')}`);
      console.log(`${locale}: ${report.length} English words left\n${report.join('\n')}`);
      expect(report, `English left on screen in ${locale}`).toEqual([]);
    });
  });
}

test.describe('the scan itself', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 720 } });

  test('finds the English of the English interface (the scan is not blind)', async ({ page }) => {
    const found = new Map<string, Set<string>>();
    await page.goto('/?instant=1');
    await solve(page);
    await openTab(page, 'domains');
    await page.getByTestId('domain-variable').selectOption({ index: 1 });
    await scan(page, 'English', found);
    // Interface words of every source: text, picker options, slot names, titles and aria-labels.
    for (const word of ['Solve', 'Algorithm', 'Across', 'Down', 'Undo', 'Share']) expect([...found.keys()], word).toContain(word);
    // …while the words of the puzzle (board, domain list) and the allowed names are not reported.
    for (const word of ['CSP', 'MRV', 'AC']) expect([...found.keys()]).not.toContain(word);
  });

  test('takes a partly filled slot for data, not a separator glued to words', () => {
    expect(englishIn('(5) 16 NE· (3) 17 ·· (2)', new Set())).toEqual([]);
    expect(englishIn('答案 ·A·E', new Set())).toEqual([]);
    expect(englishIn('Drawn·Board', new Set()).map((b) => b.split(' ')[0])).toEqual(['Drawn', 'Board']);
    expect(englishIn('Step · Play', new Set()).map((b) => b.split(' ')[0])).toEqual(['Step', 'Play']);
  });
});
