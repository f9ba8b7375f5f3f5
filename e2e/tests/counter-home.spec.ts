import { expect, test } from '@playwright/test';
import { expectSignedInAs, signIn } from './support';

test('the e-counter home leads visitors to what exists now, and signed-in users to their profile', async ({ page }) => {
  // From the general home, the e-counter card switches the system and opens the counter home.
  await page.goto('/');
  await page.getByTestId('system-card-COUNTER').getByRole('link').click();
  await expect(page).toHaveURL(/\/ecounter_home$/);
  const home = page.getByTestId('counter-home');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('e-Sporteli: shërbimet doganore në linjë');
  await expect(page.locator('.ant-segmented-item-selected').getByTestId('system-option-COUNTER')).toHaveCount(1);
  await expect(home.getByTestId('home-sign-in')).toBeVisible();
  await expect(home.getByTestId('link-card-profile')).toHaveCount(0);

  await home.getByTestId('link-card-templates').getByRole('link').click();
  await expect(page).toHaveURL(/\/web_portal\/documents_templates_page$/);
  await page.goBack();
  await home.getByTestId('link-card-faq').getByRole('link').click();
  await expect(page).toHaveURL(/\/user_info\/faq_sq$/);

  // The alias of the spec shows the same page; signed in, the profile card replaces sign-in.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/web_portal/ecounter_home');
  await expect(home.getByTestId('home-sign-in')).toHaveCount(0);
  await home.getByTestId('link-card-profile').getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/profile$/);
});
