/** Helpers shared by the e2e specs. */
import { expect, type Page } from '@playwright/test';

/** The board row by row: '#' a block, a letter, or '.' an open cell. */
export async function boardText(page: Page): Promise<string> {
  return page.getByTestId('board').evaluate((board) => {
    // (typed loosely: the e2e tsconfig has no DOM library)
    const b = board as unknown as { getAttribute(a: string): string; querySelectorAll(q: string): ArrayLike<{ getAttribute(a: string): string | null; textContent: string | null }> };
    const width = Number(/board, (\d+) by/.exec(b.getAttribute('aria-label'))![1]);
    // The cells in reading order (the board's rows wrap them for screen readers).
    const cells = b.querySelectorAll('[role="gridcell"]');
    let out = '';
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      out += cell.getAttribute('data-block') === 'true' ? '#' : cell.textContent || '.';
      if ((i + 1) % width === 0) out += '\n';
    }
    return out;
  });
}

/**
 * Toggles a crossword cell's block as a user does: a click on a white cell only selects it, a click
 * on the selected cell (or on a block) toggles it. Focusing the cell first selects it, so the one
 * click always toggles, whether the cell was selected before or not.
 */
export async function toggleBlock(page: Page, testId: string): Promise<void> {
  const cell = page.getByTestId(testId);
  const blocked = (await cell.getAttribute('data-block')) === 'true';
  await cell.focus();
  await cell.click();
  if (blocked) await expect(cell).not.toHaveAttribute('data-block', 'true');
  else await expect(cell).toHaveAttribute('data-block', 'true');
}
