import { expect, test } from '@playwright/test';
import { confirmFromMail, formField, submitRegistration } from './account-steps';
import { authHeaders, expectSignedInAs, signIn } from './support';

test('a person registers through the form and confirms the account with the mailed link', async ({ page, request }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const username = `e2e.person.${suffix.toLowerCase()}`;
  const email = `${username}@example.org`;

  await page.goto('/login');
  await page.getByTestId('login-register-person').click();
  await expect(page).toHaveURL(/\/register_person$/);

  // A new number: the check finds nothing, so nothing is prefilled or refused.
  const checked = page.waitForResponse((r) => r.url().includes('/registered_users/check_personal_number'));
  await formField(page, 'personalNumber').fill(`E2E${suffix}`);
  await formField(page, 'firstName').click();
  expect((await (await checked).json()).allowCreate).toBe(true);
  await formField(page, 'firstName').fill('Arbër');
  await formField(page, 'lastName').fill('Hoxha');
  await formField(page, 'dateOfBirth').fill('14-03-1991');
  await formField(page, 'city').fill('Shkodër');

  await submitRegistration(page, { username, email, password: 'Str0ng#Passw0rd', phone: '+355 69 000 1111' });
  await confirmFromMail(page, request, email);
});

test('mismatched confirmations are said on the fields before anything is sent', async ({ page }) => {
  await page.goto('/register_trader');
  await expect(page.getByTestId('register-trader-page')).toBeVisible();
  await page.getByTestId('register-email').fill('one@example.org');
  await page.getByTestId('register-confirm-email').fill('two@example.org');
  await page.getByTestId('register-password').fill('Str0ng#Passw0rd');
  await page.getByTestId('register-confirm-password').fill('Other#Passw0rd');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/registered_users/register_company')) sent = true;
  });
  await page.getByTestId('registration-submit').click();
  await expect(page.getByText('Adresat e e-mailit nuk përputhen.')).toBeVisible();
  await expect(page.getByText('Fjalëkalimi dhe konfirmimi i tij nuk përputhen.').first()).toBeVisible();
  await expect(page.getByText('Kjo fushë është e detyrueshme.').first()).toBeVisible();
  expect(sent).toBe(false);
});

test('the personal number of a registered person is refused on the field', async ({ page }) => {
  await page.goto('/register_person');
  await formField(page, 'personalNumber').fill('j00101001a');
  const checked = page.waitForResponse((r) => r.url().includes('/registered_users/check_personal_number'));
  await formField(page, 'firstName').click();
  expect((await (await checked).json()).allowCreate).toBe(false);
  await expect(page.getByText('Personi fizik ekziston tashmë')).toBeVisible();
  await expect(formField(page, 'personalNumber')).toHaveValue('J00101001A');
});

test('a record an intermediary entered fills the form for that intermediary only, never for a visitor', async ({
  page,
  request,
}) => {
  const number = `E2EB${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const entered = await request.post('/data/rest/complaint_cases/individuals', {
    headers: await authHeaders(request, 'broker'),
    data: { personalNumber: number, firstName: 'Besnik', lastName: 'Hoxha', address: 'Rruga e Dibrës 5' },
  });
  expect(entered.status(), await entered.text()).toBe(200);

  // A visitor: the number may be registered, nothing of the record is said or filled in.
  await page.goto('/register_person');
  await formField(page, 'personalNumber').fill(number);
  const checked = page.waitForResponse((r) => r.url().includes('/registered_users/check_personal_number'));
  await formField(page, 'firstName').click();
  expect(await (await checked).json()).toEqual({ allowCreate: true, individual: null });
  await expect(page.getByTestId('registration-prefilled')).toHaveCount(0);
  await expect(formField(page, 'firstName')).toHaveValue('');
  await expect(formField(page, 'firstName')).toBeEditable();
  await expect(page.getByText('Besnik')).toHaveCount(0);

  // The intermediary who entered it, signed in: the form is filled from the record and locked.
  await signIn(page, 'broker');
  await expectSignedInAs(page, 'broker');
  await page.goto('/register_person');
  await formField(page, 'personalNumber').fill(number);
  const again = page.waitForResponse((r) => r.url().includes('/registered_users/check_personal_number'));
  await formField(page, 'firstName').click();
  expect((await (await again).json()).individual).toMatchObject({ firstName: 'Besnik', address: 'Rruga e Dibrës 5' });
  await expect(page.getByTestId('registration-prefilled')).toBeVisible();
  await expect(formField(page, 'firstName')).toHaveValue('Besnik');
  await expect(formField(page, 'firstName')).toBeDisabled();
});

test('the profile saves a new phone number, which is there after reloading', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user/profile');
  const company = page.getByTestId('profile-company-card');
  await expect(company.getByTestId('edit-field-companyUniqueNumber')).toHaveValue('L61234567A');
  await expect(company.getByTestId('edit-field-companyUniqueNumber')).toBeDisabled();
  await page.getByTestId('profile-phone').fill('+355 69 222 3333');
  await page.getByTestId('profile-account-save').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveValue('+355 69 222 3333');
});
