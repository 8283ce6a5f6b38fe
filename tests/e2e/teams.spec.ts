// Teams (issue 32): an owner invites someone by email; the invitation's link from the dev mailbox opens signed out,
// the new person creates their sign-in and lands in the inviting account; the owner sees them with their role,
// changes it, and finds each step in the audit log with its before and after, and under its category's tab. Its own
// merchant.
import { expect, test } from '@playwright/test';
import { newMerchant, signedInPage, uniqueEmail } from './world';

test('invite by email, accept through the link, change the role, read the audit log', async ({ browser, request }) => {
  const owner = await newMerchant(request, { tag: 'team-owner', verified: false });
  const page = await signedInPage(await browser.newContext(), owner.session);
  await page.goto('/teams');
  const invitee = uniqueEmail('team-invitee');
  await page.getByTestId('team-invite').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByTestId('invite-send').click();
  await expect(page.getByTestId(`invitation-${invitee}`)).toContainText('Finance');

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(invitee)}`)).json()).data as { links: string[] }[];
      link = mails[0]?.links.find((l) => l.includes('/invite?token=')) ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByText(`${invitee} has no sign-in yet`)).toBeVisible();
  await guest.getByLabel('Your name').fill('Ivy Invitee');
  await guest.getByRole('textbox', { name: 'Password' }).fill('Joined@2026');
  await guest.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(guest).not.toHaveURL(/\/invite/);
  await guest.context().close();

  await page.reload();
  const row = page.getByTestId(`member-${invitee}`);
  await expect(row.getByTestId('member-role')).toHaveText('Finance');
  await row.getByTestId('member-actions').click();
  await page.getByTestId('member-action-role').click();
  await page.getByRole('dialog').getByLabel('Role').click();
  await page.getByRole('option', { name: 'Support' }).click();
  await page.getByTestId('role-save').click();
  await expect(row.getByTestId('member-role')).toHaveText('Support');

  await page.getByTestId('team-tab-audit').click();
  await expect(page).toHaveURL(/\/teams\/audit-log/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Role changed');
  await first.click();
  await expect(page.getByTestId('audit-before')).toContainText('"finance"');
  await expect(page.getByTestId('audit-after')).toContainText('"support"');

  // The tabs by category carry their counts: the invitation, its acceptance and the role change are the team's;
  // the owner's sign-in is under sign-in and security, and the team's rows are not there.
  await page.goBack();
  await expect(page.getByTestId('tab-team')).toHaveText('Team and roles · 3');
  await page.getByTestId('tab-security').click();
  const rows = page.getByTestId('list-audit-log').locator('tbody');
  await expect(rows.locator('tr').first()).toContainText('Signed in');
  await expect(rows).not.toContainText('Role changed');
});
