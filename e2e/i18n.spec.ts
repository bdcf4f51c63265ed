/**
 * The interface in English, 简体中文 and Русский: chosen from the browser's language, switched with
 * the `language` picker and kept over a reload; plurals and numbers per language. Word lists and
 * puzzles stay as they are (the board still holds the English words of the dictionary).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = 'screenshots';

/** The board's letters, concatenated (blocks and empty cells left out). */
async function boardLetters(page: Page): Promise<string> {
  const texts = await page.locator('[data-testid="board"] [data-testid^="cell-"]').allTextContents();
  return texts.join('').replace(/\s/g, '');
}

/** Load the one-click sample (seed 000, puzzle 4) and solve it to the end. */
async function solveSample(page: Page): Promise<void> {
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('samples')).toBeEnabled();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve')).toBeEnabled({ timeout: 30_000 });
}

/** The Russian plural form of `n` (one: 1, 21; few: 2–4, 22; many: 5–20, 25), from the browser's own rules. */
function ruForm(n: number, forms: { one: string; few: string; many: string }): string {
  const category = new Intl.PluralRules('ru').select(n) as 'one' | 'few' | 'many';
  return forms[category];
}

test.describe('in Chinese (browser language zh-CN)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 720 } });

  test('opens in Chinese; solving keeps the words and puzzle as they are', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByRole('heading', { name: 'CSP 演练场' })).toBeVisible();
    await expect(page.getByTestId('language')).toHaveValue('zh');
    await expect(page.getByTestId('solve')).toHaveText('▶ 求解');
    await expect(page.getByTestId('status')).toHaveText('就绪 — 绘制或载入一个谜题，然后按“求解”。');
    await expect(page.getByRole('heading', { name: '算法' })).toBeVisible();
    await expect(page.getByTestId('algorithm-inference').locator('option:checked')).toHaveText(/^(回溯|前向检查|MAC)/);
    await expect(page.getByTestId('dictionary-info')).toHaveText('3,973 个单词');

    await solveSample(page);
    await expect(page.getByTestId('status')).toHaveText(/^已解出 — 1 个解/);
    await expect(page.getByTestId('step-counter')).toHaveText(/^第 [\d,]+ 步，共 [\d,]+ 步$/);
    // The puzzle and its words are not translated: the board holds the Latin letters of English words only.
    expect(await boardLetters(page)).toMatch(/^[a-z]+$/);
    await page.screenshot({ path: `${shots}/i18n-zh-1280.png`, fullPage: false });
    await page.getByTestId('tab-tree').click();
    await expect(page.getByTestId('search-tree')).toContainText('已记录');
    await page.screenshot({ path: `${shots}/i18n-zh-1280-full.png`, fullPage: true });
  });
});

test.describe('in Russian (browser language ru-RU)', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 1280, height: 720 } });

  test('opens in Russian, with Russian plurals and numbers after a solve', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByRole('heading', { name: 'CSP-песочница' })).toBeVisible();
    await expect(page.getByTestId('language')).toHaveValue('ru');
    await expect(page.getByTestId('solve')).toHaveText('▶ Решить');
    // 3 973: a space (no-break) between thousands; 3 973 takes the "few" form.
    await expect(page.getByTestId('dictionary-info')).toHaveText(/^3\s973 слова$/);

    await solveSample(page);
    await expect(page.getByTestId('status')).toHaveText(/^Решено — 1 решение/);
    expect(await boardLetters(page)).toMatch(/^[a-z]+$/);
    // The step sentence and the board panel speak Russian too (slot names and words stay as they are).
    await expect(page.getByTestId('event')).toHaveText('✓ Найдено решение 1.');
    await page.getByTestId('jump-start').click();
    await expect(page.getByTestId('event')).toHaveText('Начало: ещё ничего не присвоено.');
    await page.getByTestId('step-forward').click();
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText(/^(◎ Следующим выбираем слот|⚙ AC-3 перед поиском|⚙ Начинается поиск|→ Присваиваем|✂ Удаление значения: «[a-z]+» больше не подходит для)/);
    await expect(page.getByRole('button', { name: 'Очистить доску' })).toBeVisible();
    await expect(page.getByTestId('slot-summary')).toContainText(/\d+ слот(а|ов)? \(\d+ по горизонтали, \d+ по вертикали\)/);
    await page.getByTestId('jump-end').click();

    // The tree's counter of recorded nodes: the form agrees with its number.
    await page.getByTestId('tab-tree').click();
    const summary = (await page.getByTestId('search-tree').locator('p').first().textContent()) ?? '';
    const m = /^записан[оа]? ([\d\s]+) (узел|узла|узлов);/.exec(summary);
    expect(m, summary).not.toBeNull();
    const nodes = Number(m![1]!.replace(/\s/g, ''));
    expect(nodes).toBeGreaterThan(0);
    expect(m![2]).toBe(ruForm(nodes, { one: 'узел', few: 'узла', many: 'узлов' }));
    // The statistic shows the same kind of number, Russian-style.
    const stat = (await page.getByTestId('stat-nodes').textContent()) ?? '';
    expect(stat).toBe(new Intl.NumberFormat('ru').format(Number(stat.replace(/\s/g, ''))));
    await page.screenshot({ path: `${shots}/i18n-ru-1280.png`, fullPage: false });
    await page.screenshot({ path: `${shots}/i18n-ru-1280-full.png`, fullPage: true });
  });
});

test.describe('switching', () => {
  test.use({ locale: 'en-US' });

  test('the language picker changes the interface, and the choice survives a reload', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('solve')).toHaveText('▶ Solve');
    await expect(page.getByTestId('dictionary-info')).toHaveText('3,973 words');
    await solveSample(page);
    const letters = await boardLetters(page);
    expect(letters).toMatch(/^[a-z]+$/);
    await expect(page.getByTestId('status')).toHaveText(/^Solved — 1 solution/);

    await page.getByTestId('language').selectOption('ru');
    await expect(page.getByTestId('solve')).toHaveText('▶ Решить');
    await expect(page.getByTestId('status')).toHaveText(/^Решено — 1 решение/);
    await expect(page.getByRole('heading', { name: 'Алгоритм' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // Switching the language does not touch the puzzle or its words.
    expect(await boardLetters(page)).toBe(letters);

    await page.reload();
    await expect(page.getByTestId('language')).toHaveValue('ru');
    await expect(page.getByTestId('solve')).toHaveText('▶ Решить');
    await expect(page.getByTestId('dictionary-info')).toHaveText(/^3\s973 слова$/);

    await page.getByTestId('language').selectOption('zh');
    await expect(page.getByTestId('solve')).toHaveText('▶ 求解');
    await page.getByTestId('language').selectOption('en');
    await expect(page.getByTestId('solve')).toHaveText('▶ Solve');
    await page.reload();
    await expect(page.getByTestId('solve')).toHaveText('▶ Solve');
  });
});

/** Records, in the page, the text of the app's first render (the first time #root gets content). */
const FIRST_RENDER = `(() => {
  const seen = () => {
    const root = document.getElementById('root');
    if (!root || root.childElementCount === 0 || window.__firstRender !== undefined) return false;
    window.__firstRender = root.innerText;
    return true;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); }).observe(document, { childList: true, subtree: true });
})()`;

test.describe('languages loaded when chosen', () => {
  test.use({ locale: 'en-US' });

  test('an English visit loads no other language; choosing one loads it; a first visit in it shows it from the first render', async ({ page, browser }) => {
    // The two languages' own titles, which only their texts hold.
    const titles = { zh: 'CSP 演练场', ru: 'CSP-песочница' };
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
    });
    await page.goto('/?instant=1');
    await expect(page.getByTestId('solve')).toHaveText('▶ Solve');
    for (const name of ['English', 'Русский', '简体中文']) await expect(page.getByTestId('language').locator('option', { hasText: name })).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes(titles.zh) || s.includes(titles.ru))).toEqual([]);

    await page.getByTestId('language').selectOption('zh');
    await expect(page.getByTestId('solve')).toHaveText('▶ 求解');
    await expect.poll(() => scripts.filter((s) => s.includes(titles.zh)).length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes(titles.ru))).toEqual([]);

    for (const [locale, language] of [['zh-CN', 'zh'], ['ru-RU', 'ru']] as const) {
      const context = await browser.newContext({ locale });
      const visit = await context.newPage();
      await visit.addInitScript(FIRST_RENDER);
      await visit.goto('/?instant=1');
      await expect(visit.getByRole('heading', { name: titles[language] })).toBeVisible();
      const first = (await visit.evaluate('window.__firstRender')) as string;
      expect(first, language).toContain(titles[language]);
      expect(first, language).not.toContain('CSP Playground');
      expect(first, language).not.toContain('Solve');
      await context.close();
    }
  });
});
