import { test, expect } from '@playwright/test';

test('the app opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'CSP Playground' })).toBeVisible();
});
