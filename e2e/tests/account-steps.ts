import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signaturePng, tinyPdf } from './files';
import { chooseFiles, chooseOption, latestMailTo } from './support';

// Steps of the account journeys (company users, signature, guarantees, approval), shared by the specs.

export type NewAccount = { username: string; email: string; password: string };

/** A field of the registration, profile or edit forms. */
export const formField = (page: Page, name: string) => page.getByTestId(`edit-field-${name}`);

/** Fills the account part of a registration form, waits for the captcha to solve itself and submits. */
export async function submitRegistration(page: Page, account: NewAccount & { phone?: string }) {
  await page.getByTestId('register-username').fill(account.username);
  await page.getByTestId('register-email').fill(account.email);
  await page.getByTestId('register-confirm-email').fill(account.email.toUpperCase());
  await page.getByTestId('register-password').fill(account.password);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', '5');
  await page.getByTestId('register-confirm-password').fill(account.password);
  if (account.phone) await page.getByTestId('register-phone').fill(account.phone);
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-done')).toContainText(account.email);
}

/** Opens the confirmation link of the newest mail to `email` (read from the outbox) and sees it accepted. */
export async function confirmFromMail(page: Page, request: APIRequestContext, email: string) {
  const body = await latestMailTo(request, email);
  // The code is in the fragment, which the browser never sends; the page posts it and clears the address.
  const link = /https?:\/\/\S+\/login#code=[\w-]+/.exec(body)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.hash);
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** The company administrator adds a user on /user/company_users; the new user is listed as approved. */
export async function addCompanyUser(page: Page, user: NewAccount) {
  await page.goto('/user/company_users');
  await page.getByTestId('list-new').click();
  await page.getByTestId('company-user-username').fill(user.username);
  await page.getByTestId('company-user-email').fill(user.email);
  await page.getByTestId('company-user-password').fill(user.password);
  await page.getByTestId('company-user-confirm').fill(user.password);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', '5');
  await page.getByTestId('company-user-save').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  const status = page.getByTestId(`company-user-status-${user.username}`);
  await expect(status).toHaveAttribute('data-status', 'APPROVED');
  return status;
}

/** The company administrator uploads a signature image on /user/company_signature and sees its preview. */
export async function uploadCompanySignature(page: Page) {
  await page.goto('/user/company_signature');
  await expect(page.getByTestId('company-signature-empty')).toBeVisible();
  await chooseFiles(page.getByTestId('upload-panel-company_signature').locator('input[type=file]'), {
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: signaturePng(),
  });
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  const preview = page.getByTestId('company-signature-preview');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
}

/** The user records a bank guarantee on /user/user-bank-guarantee and attaches the bank's letter (PDF). */
export async function addBankGuarantee(page: Page, guarantee: { bank: string; number: string }) {
  await page.goto('/user/user-bank-guarantee');
  await page.getByTestId('guarantee-new').first().click();
  const modal = page.getByTestId('edit-modal');
  await chooseOption(page, 'bankId', guarantee.bank);
  await modal.getByTestId('edit-field-guaranteeNumber').fill(guarantee.number);
  await modal.getByTestId('edit-field-amount').fill('15000.50');
  await modal.getByTestId('edit-field-validFrom').fill('01-03-2026');
  await modal.getByTestId('edit-field-validTo').fill('31-12-2026');
  await modal.getByTestId('edit-save').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(modal).toBeHidden();

  // The documents dialog opens next.
  const documents = page.getByTestId('documents-dialog');
  await expect(documents.getByTestId('guarantee-details')).toBeVisible();
  await chooseFiles(documents.locator('input[type=file]'), {
    name: 'guarantee-letter.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(documents.locator('[data-testid^="attachment-"]', { hasText: 'guarantee-letter.pdf' })).toBeVisible();
  await documents.getByTestId('documents-close').click();
  const row = page.getByTestId('guarantees-table').locator('tbody tr', { hasText: guarantee.number });
  await expect(row.getByTestId('guarantee-status-ACTIVE')).toBeVisible();
}

/** Staff open the guarantee on /admin/auth/bank_guarantee and mark it used with a note. */
export async function markGuaranteeUsed(officer: Page, guarantee: { number: string; owner: string; note: string }) {
  await officer.goto(`/admin/auth/bank_guarantee?filter%5Bnumber%5D=${encodeURIComponent(guarantee.number)}`);
  const row = officer.getByTestId('list-table').locator('tbody tr[data-row-key]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(guarantee.owner);
  await row.locator('[data-testid^="row-view-"]').click();
  const drawer = officer.getByTestId('guarantee-drawer');
  await expect(drawer).toContainText('guarantee-letter.pdf');
  await drawer.getByTestId('drawer-mark_used').click();
  const dialog = officer.getByTestId('decision-dialog');
  await dialog.getByTestId('decision-confirm').click();
  // The note is required (it is mailed to the owner).
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await dialog.getByTestId('decision-notes').fill(guarantee.note);
  await dialog.getByTestId('decision-confirm').click();
  await expect(officer.getByTestId('toast-success').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByTestId('guarantee-status-USED')).toBeVisible();
  await expect(drawer.getByTestId('drawer-mark_used')).toHaveCount(0);
}

/** The registry officer finds the company among those awaiting approval and approves it. */
export async function approveCompany(page: Page, company: { companyName: string; username: string }) {
  await page.goto('/admin/auth/companies_for_approval');
  // Without a status in the address the list shows the accounts awaiting approval.
  await expect(page).toHaveURL(/filter%5Bstatus%5D=PENDING_APPROVAL|filter\[status\]=PENDING_APPROVAL/);
  const row = page.getByTestId('list-table').locator('tr', { hasText: company.companyName });
  await expect(row).toBeVisible();
  await row.locator('[data-testid^="row-open-"]').click();

  const drawer = page.getByTestId('approval-drawer');
  await expect(drawer.getByTestId('approval-party')).toContainText(company.companyName);
  await expect(drawer.getByTestId('user-action-open-block')).toBeDisabled();
  await drawer.getByTestId('user-action-open-approve').click();
  await expect(page.getByTestId('user-action-approve')).toContainText(company.username);
  await page.getByTestId('user-action-ok').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(drawer.getByTestId('user-status')).toHaveText('Miratuar');
  return drawer;
}
