// Typing a day into one of the product's date pickers (MUI X: the day is typed into its year, month and day
// sections; the input that carries the field's name is hidden and takes no typing).
import type { Locator, Page } from '@playwright/test';

/** The picker whose input is named `name` within `scope`. */
export const dayPicker = (scope: Page | Locator, name: string) => scope.locator(`.MuiPickersInputBase-root:has(input[name="${name}"])`);

/** Types `day` (YYYY-MM-DD) into the picker named `name`, from its first section. */
export async function typeDay(scope: Page | Locator, name: string, day: string) {
  const picker = dayPicker(scope, name);
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(day.replace(/-/g, ''));
}
