/**
 * A smaller first script (issue 32): a first visit on a desktop (the teaching layout) loads none of
 * the parts its first screen does not show — the Export menu's items with the crossword file
 * reader, the lesson's card, the exercise's question — and each comes, working, when first used.
 */
import type { Page } from '@playwright/test';
import { expect, FIRST_VISIT, test } from './fixtures/clean.ts';

/** The chunks loaded later, by name (the build names a chunk after its first module: `opened` holds the crossword file reader). */
const LATER = ['ExportItems', 'opened', 'LessonChapterCard', 'ExerciseQuestion'] as const;

/** The app's scripts the page asks for, by chunk name (the file's name without its hash). */
function scriptsAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) asked.add(name);
  });
  return asked;
}

test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

test('a first visit loads what it shows; the Export menu, the lesson and an exercise load their parts when first used', async ({ page }) => {
  const asked = scriptsAsked(page);
  await page.goto('/');
  await expect(page.locator('[data-layout="teach"]')).toBeVisible();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('solve')).toBeEnabled();

  await test.step('the first screen asked for none of the later parts', async () => {
    expect(asked.size, 'the first script was asked for').toBeGreaterThan(0);
    expect(LATER.filter((name) => asked.has(name))).toEqual([]);
  });

  await test.step('the Export menu: its items and the crossword writers come when it opens', async () => {
    await page.getByTestId('export-menu').click();
    await expect(page.getByTestId('export-png')).toBeVisible();
    await expect(page.getByTestId('export-puz')).toBeVisible();
    expect(asked.has('ExportItems')).toBe(true);
    expect(asked.has('opened')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('export-png')).toBeHidden();
  });

  await test.step('the lesson: its card comes when it opens', async () => {
    expect(asked.has('LessonChapterCard')).toBe(false);
    await page.getByTestId('lesson').click();
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-chapter', 'backtracking');
    expect(asked.has('LessonChapterCard')).toBe(true);
    await page.getByTestId('lesson-close').click();
    await expect(page.getByTestId('lesson-panel')).toBeHidden();
  });

  await test.step('an exercise: its question comes when the switch is turned on, and asks', async () => {
    expect(asked.has('ExerciseQuestion')).toBe(false);
    await page.getByTestId('exercise').check();
    await expect.poll(() => asked.has('ExerciseQuestion')).toBe(true);
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('exercise-prompt')).toBeVisible();
    await expect(page.getByTestId('exercise-choices').getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('exercise-score')).toBeVisible();
  });
});
