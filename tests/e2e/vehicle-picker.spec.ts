import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';

/**
 * Issue 8, first slice: the car picker under the header. Nothing is applied until all three lists are chosen
 * ('Please select all fields to filter by vehicle'); the applied car is a chip that survives a reload in its
 * store view, not in another one, and clears with its button.
 */
test('pick a make, model and engine, apply; the car stays in its view only', async ({ page }) => {
  test.slow();
  const errors = collectErrors(page);
  await page.goto('/eng');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose your car' }).click();
  const picker = page.getByRole('form', { name: 'Choose your car' });
  await expect(picker.getByLabel('Model')).toBeDisabled();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Please select all fields to filter by vehicle');

  const make = picker.getByLabel('Make');
  await expect(make).toBeEnabled();
  await make.selectOption({ label: 'VW' });
  const model = picker.getByLabel('Model');
  await expect(model).toBeEnabled();
  await model.selectOption({ index: 1 });
  const engine = picker.getByLabel('Engine');
  await expect(engine).toBeEnabled();
  await engine.selectOption({ index: 1 });
  const engineLabel = (await engine.locator('option:checked').textContent()) ?? '';
  expect(engineLabel).toMatch(/kW/);
  await picker.getByRole('button', { name: 'Apply' }).click();

  const chip = page.getByText('Your car:');
  await expect(chip).toContainText('VW');
  await expect(chip).toContainText(engineLabel);
  await expect(picker).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Your car:')).toContainText(engineLabel);

  await page.goto('/rus');
  await waitForHydration(page);
  await expect(page.getByText('Ваш автомобиль:')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Выберите свой автомобиль' })).toBeVisible();

  await page.goto('/eng');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Clear the car/ }).click();
  await expect(page.getByText('Your car:')).toHaveCount(0);
  expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
});
