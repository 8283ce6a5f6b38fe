// Teams (issue 32): an owner invites someone by email from the /teams list (the invitation is a row of its own, under
// the Invited tab); the invitation's link from the dev mailbox opens signed out, the new person creates their sign-in
// and lands in the inviting account; the owner sees them active with their role, changes it from the row's menu, and
// finds each step in the audit log with its before and after, and under its category's tab. The member's page shows
// the role with its permissions and their recent activity, linking to the audit log filtered to them; a custom role is
// created, given from the member's page, refused deletion while held (the reason said), and deleted once free. Its own
// merchant.
import { expect, test, type Page } from '@playwright/test';
import { newMerchant, newTeammate, signedInPage, uniqueEmail } from './world';

const rowOf = (page: Page, text: string) => page.getByTestId('list-team-members').locator('tbody tr').filter({ hasText: text });

test('invite by email, accept through the link, change the role, read the audit log', async ({ browser, request }) => {
  const owner = await newMerchant(request, { tag: 'team-owner', verified: false });
  const page = await signedInPage(await browser.newContext(), owner.session);
  await page.goto('/teams');
  await expect(page.getByTestId('tab-active')).toHaveText('Active · 1');
  const invitee = uniqueEmail('team-invitee');
  await page.getByTestId('team-invite').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByTestId('invite-send').click();
  await expect(rowOf(page, invitee).getByTestId('member-role')).toHaveText('Finance');
  await expect(rowOf(page, invitee).getByTestId('member-status')).toHaveText('Invited');
  await expect(page.getByTestId('tab-invited')).toHaveText('Invited · 1');

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
  const row = rowOf(page, invitee);
  await expect(row.getByTestId('member-status')).toHaveText('Active');
  await expect(row.getByTestId('member-role')).toHaveText('Finance');
  await expect(page.getByTestId('tab-active')).toHaveText('Active · 2');
  await expect(page.getByTestId('tab-invited')).toHaveText('Invited · 0');
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

  // The member's page: the role with its permissions by menu entry, recent activity, the audit log filtered to them.
  await page.getByTestId('team-tab-members').click();
  await rowOf(page, invitee).getByTestId('member-status').click();
  await expect(page).toHaveURL(/\/teams\/member-detail\?id=/);
  const detail = page.getByTestId('member-detail');
  await expect(detail.getByTestId('member-email')).toHaveText(invitee);
  await expect(detail.getByTestId('member-role')).toHaveText('Support');
  await expect(page.getByTestId('code-group-disputes')).toContainText('Answer disputes');
  await expect(page.getByTestId('member-audit-row').first()).toContainText('Role changed');
  await expect(page.getByTestId('member-audit')).toContainText('Invitation accepted');
  await page.getByTestId('member-audit-all').click();
  await expect(page).toHaveURL(/\/teams\/audit-log\?/);
  const theirs = page.getByTestId('list-audit-log').locator('tbody');
  await expect(theirs).toContainText('Invitation accepted');
  await expect(theirs).not.toContainText('Role changed');
});

test('roles: create a custom role, give it from a member’s page, refused deletion while held, deleted once free', async ({ browser, request }) => {
  const owner = await newMerchant(request, { tag: 'team-roles', verified: false });
  const mate = await newTeammate(owner, { roleId: 'view_only', nickname: 'Rita Roles' });
  const page = await signedInPage(await browser.newContext(), owner.session);

  await page.goto('/teams/roles');
  await expect(page.getByTestId('tab-builtin')).toHaveText('Built-in · 6');
  await page.getByTestId('role-create').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Auditors');
  await form.getByLabel('Disputes list').check();
  await form.getByLabel('Dispute details').check();
  await page.getByTestId('role-dialog-save').click();
  await expect(page.getByTestId('tab-custom')).toHaveText('Custom · 1');
  await page.getByTestId('tab-custom').click();
  const role = page.getByTestId('list-roles').locator('tbody tr').filter({ hasText: 'Auditors' });
  await expect(role).toContainText('2 permissions');
  await role.locator('td').first().click();
  await expect(page).toHaveURL(/\/teams\/role-detail\?id=role_/);
  await expect(page.getByTestId('code-group-disputes')).toContainText('Dispute details');
  await expect(page.getByTestId('role-holders')).toContainText('No member or invitation holds this role.');
  const roleUrl = new URL(page.url());

  // Given from the member's page.
  await page.goto('/teams');
  await rowOf(page, mate.email).getByTestId('member-status').click();
  await expect(page).toHaveURL(/\/teams\/member-detail\?id=/);
  const detail = page.getByTestId('member-detail');
  await expect(detail.getByTestId('member-role')).toHaveText('View only');
  await page.getByTestId('member-action-role').click();
  await page.getByRole('dialog').getByLabel('Role').click();
  await page.getByRole('option', { name: 'Auditors' }).click();
  await page.getByTestId('role-save').click();
  await expect(detail.getByTestId('member-role')).toHaveText('Auditors');
  await expect(page.getByTestId('member-codes')).toContainText('2 permissions');

  // Held: asked first with the reason, and the server refuses, saying why.
  await page.goto(roleUrl.pathname + roleUrl.search);
  await expect(page.getByTestId('role-holder')).toContainText('Rita Roles');
  await page.getByTestId('role-delete').click();
  await expect(page.getByRole('dialog')).toContainText('still held by 1 member or invitation');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This role is still given to members or invitations: give them another role first.')).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/role-detail/);

  // Freed (the member removed from their page, asked first), then deleted: back on the list, gone.
  await page.getByTestId('role-holder').click();
  await page.getByTestId('member-action-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/teams(\?|$)/);
  await expect(rowOf(page, mate.email)).toHaveCount(0);
  await page.goto(roleUrl.pathname + roleUrl.search);
  await expect(page.getByTestId('role-holders')).toContainText('No member or invitation holds this role.');
  await page.getByTestId('role-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/teams\/roles/);
  await expect(page.getByTestId('tab-custom')).toHaveText('Custom · 0');
});
