// Issuing as a merchant meets it, on the spec's own merchant: while the account's issuing product is off there is no
// Issuing menu entry and every /issuing/ address goes to /overview; once the provider turns it on (the dev switch
// stands for the provider), the menu entry opens /issuing/overview and its tabs, where the real-time decision's
// fallback is set.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAsSpecMerchant, type Merchant } from './world';

async function setIssuing(request: APIRequestContext, merchant: Merchant, enabled: boolean) {
  for (const accountId of [merchant.session.acctId, merchant.session.testUserInfo.acctId]) {
    const res = await request.post('/api/dev/issuing', { data: { accountId, enabled } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('the issuing gate: off, every /issuing/ address goes to /overview; on, the menu entry opens the tabs', async ({ page, request }) => {
  const merchant = await openAsSpecMerchant(page);
  await setIssuing(request, merchant, false);
  await page.reload();
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await expect(page.getByTestId('app-menu').getByRole('link', { name: 'Issuing cards' })).toHaveCount(0);
  for (const path of ['/test/issuing', '/test/issuing/cards', '/test/issuing/cards/ic_x']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/test\/overview$/);
  }

  await setIssuing(request, merchant, true);
  await page.goto('/test/overview');
  const entry = page.getByTestId('app-menu').getByRole('link', { name: 'Issuing cards' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/test\/issuing\/overview$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  for (const [tab, name] of [['cards', 'Cards'], ['cardholders', 'Cardholders'], ['authorizations', 'Authorizations'], ['transactions', 'Transactions']] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/test/issuing/${tab}$`));
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await page.goto('/test/issuing/nowhere');
  await expect(page).toHaveURL(/\/test\/issuing\/overview$/);
  // The page of tabs has its heading and no way back above it (it was a crumb of itself: Issuing cards / Issuing cards).
  await expect(page.getByRole('heading', { level: 1, name: 'Issuing cards' })).toBeVisible();
  await expect(page.getByTestId('parent-link')).toHaveCount(0);

  // The real-time decision's fallback: approve by default; changing to decline asks first.
  const decision = page.getByTestId('issuing-decision');
  const decline = decision.getByRole('radio', { name: /^Decline the purchase/ });
  await expect(decision.getByRole('radio', { name: /^Approve the purchase/ })).toBeChecked();
  await decline.click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Every purchase your spending controls approve will then be declined');
  await page.getByTestId('confirm-ok').click();
  await expect(decision.getByTestId('issuing-decision-saved')).toBeVisible();
  await expect(decline).toBeChecked();
  expect((await merchant.api.get<{ fallback: string }>('/issuing-decision')).fallback).toBe('decline');
});

test('add a cardholder: a refused form names its fields, the list shows the refresh tip and the new cardholder', async ({ page, request }) => {
  const merchant = await openAsSpecMerchant(page);
  await setIssuing(request, merchant, true);
  await page.goto('/test/issuing/cardholders');
  await expect(page.getByText('Please refresh the page to ensure the latest data is synced.', { exact: false })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please refresh the page' }).getByRole('button', { name: 'Refresh the list' })).toBeVisible();
  await page.getByTestId('cardholder-add').click();
  await expect(page).toHaveURL(/\/test\/issuing\/cardholders\/new$/);
  const form = page.getByTestId('cardholder-create');
  await form.getByLabel('Email').fill('not-an-email');
  await page.getByTestId('cardholder-submit').click();
  await expect(form.getByText('Name: enter the cardholder’s name (at most 100 characters).')).toBeVisible();
  await expect(form.getByText('Email: enter a valid email address.')).toBeVisible();
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Phone').fill('+1 415 555 0100');
  await form.getByLabel('Address line 1').fill('1 Market St');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('Postal code').fill('94105');
  await form.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await page.getByTestId('cardholder-submit').click();
  await expect(page).toHaveURL(/\/test\/issuing\/cardholders\/ich_[A-Za-z0-9]+$/);
  await expect(page.getByTestId('cardholder-details')).toContainText('+14155550100');
  await page.getByTestId('cardholder-edit-button').click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByTestId('cardholder-edit').getByLabel('City').fill('Oakland');
  await page.getByTestId('cardholder-save').click();
  await expect(page.getByTestId('cardholder-details')).toContainText('Oakland');
  await page.goto('/test/issuing/cardholders');
  await expect(page.getByTestId('list-cardholders')).toContainText('Grace Hopper');
});

test('issue a virtual card: its number and CVC once in test mode, then last 4 only; set a daily limit', async ({ page, request }) => {
  const merchant = await openAsSpecMerchant(page);
  await setIssuing(request, merchant, true);
  const holder = await merchant.api.post<{ id: string }>('/cardholders', {
    name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', billing: { line1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
  });
  await page.goto(`/test/issuing/cardholders/${holder.id}`);
  await page.getByTestId('cardholder-issue-card').click();
  await expect(page).toHaveURL(/\/test\/issuing\/cards\/new\?cardholder=/);
  await page.getByTestId('card-submit').click();
  const reveal = page.getByTestId('card-reveal');
  await expect(reveal).toBeVisible();
  const number = (await page.getByTestId('card-reveal-number').innerText()).replace(/\s/g, '');
  expect(number).toMatch(/^4000\d{12}$/);
  await page.getByTestId('card-reveal-done').click();
  await expect(page).toHaveURL(/\/test\/issuing\/cards\/ic_[A-Za-z0-9]+$/);
  await expect(page.getByTestId('card-details')).toContainText(`•••• ${number.slice(-4)}`);
  // The way back names the product, then the tab the card belongs to.
  await expect(page.getByTestId('parent-link').getByRole('link', { name: 'Cards', exact: true })).toHaveAttribute('href', '/test/issuing/cards');
  await expect(page.locator('body')).not.toContainText(number);

  await page.getByTestId('card-edit-button').click();
  await page.getByRole('button', { name: 'Add' }).click();
  const form = page.getByTestId('card-edit');
  await form.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await form.getByLabel('Amount (USD)').fill('abc');
  await page.getByTestId('card-save').click();
  await expect(form.getByText('Spending limit: enter an amount greater than zero.')).toBeVisible();
  await form.getByLabel('Amount (USD)').fill('50.00');
  await page.getByTestId('card-save').click();
  await expect(page.getByTestId('controls-limits')).toContainText('Daily: 50.00 USD');
  await page.goto('/test/issuing/cards');
  await expect(page.getByTestId('list-cards')).toContainText(number.slice(-4));
  await expect(page.getByTestId('list-cards')).not.toContainText(number);

  // Fund the issuing balance (a card top-up gives the available balance), then two purchases: the second passes the
  // daily limit of 50.00 and is declined naming it.
  await merchant.api.post('/topups', { method: 'card', amount: 20_000, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } });
  await merchant.api.post('/issuing-balance/fund', { amount: 10_000, currency: 'USD' });
  await page.getByTestId('list-cards').getByText(number.slice(-4)).click();
  const simulator = page.getByTestId('simulate-purchase');
  for (const [name, amount] of [['Blue Bottle Coffee', '40.00'], ['Hertz', '20.00']]) {
    await simulator.getByLabel('Merchant name').fill(name);
    await simulator.getByLabel('Amount (USD)').fill(amount);
    await page.getByTestId('simulate-submit').click();
    await expect(page.getByTestId('simulate-result')).toContainText(name === 'Hertz' ? 'Declined' : 'Approved');
  }
  await expect(page.getByTestId('simulate-result')).toContainText('Declined: daily limit 50.00 USD, 40.00 used');
  // The limit simulator: before saving a tighter daily limit, the edit form names the approved purchase it would have declined.
  await page.getByTestId('card-edit-button').click();
  const replay = page.getByTestId('limit-simulator-summary');
  await expect(replay).toHaveText('None of the 1 approved authorization of the last 90 days would have been declined.');
  await page.getByTestId('card-edit').getByLabel('Amount (USD)').fill('30.00');
  await expect(replay).toHaveText('1 of 1 approved authorization of the last 90 days would have been declined:');
  await expect(page.getByTestId('limit-simulator')).toContainText('Blue Bottle Coffee');
  await expect(page.getByTestId('limit-simulator')).toContainText('daily limit 30.00 USD, 0.00 used');
  await page.goto('/test/issuing/authorizations');
  await expect(page.getByRole('alert').filter({ hasText: 'Please refresh the page' }).getByRole('button', { name: 'Refresh the list' })).toBeVisible();
  await expect(page.getByTestId('list-issuing-authorizations')).toContainText('daily limit 50.00 USD, 40.00 used');
});

test("every issuing list's refresh tip and its button, in English and Chinese; each limit's use on the card's and the cardholder's pages; who decided", async ({ page, request }) => {
  // Both languages over four lists and three detail pages: twice the page loads of the other tests.
  test.slow();
  const merchant = await openAsSpecMerchant(page);
  await setIssuing(request, merchant, true);
  const holder = await merchant.api.post<{ id: string }>('/cardholders', {
    name: 'Katherine Johnson', email: 'katherine@example.com', phone: '+1 757 555 0100', billing: { line1: '1 NASA Dr', city: 'Hampton', postalCode: '23681', country: 'US' },
    spendingControls: { spendingLimits: [{ interval: 'monthly', amount: 100_000, currency: 'USD' }] },
  });
  const card = await merchant.api.post<{ id: string }>('/cards', {
    cardholderId: holder.id, type: 'virtual', brand: 'Mastercard', currency: 'USD', spendingControls: { spendingLimits: [{ interval: 'daily', amount: 5_000, currency: 'USD' }] },
  });
  await merchant.api.post('/topups', { method: 'card', amount: 20_000, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } });
  await merchant.api.post('/issuing-balance/fund', { amount: 10_000, currency: 'USD' });
  const buy = (merchantName: string, amount: number) =>
    merchant.api.post<{ id: string; approved: boolean }>('/issuing-authorizations', { cardId: card.id, merchantName, merchantCategory: 'restaurants', merchantCountry: 'DE', amount, currency: 'USD' });
  const first = await buy('Berlin Bistro', 4_000);
  expect(first.approved).toBe(true);
  await merchant.api.post(`/issuing-authorizations/${first.id}/capture`, {});

  const lists = [['cards', 'list-cards'], ['cardholders', 'list-cardholders'], ['authorizations', 'list-issuing-authorizations'], ['transactions', 'list-issuing-transactions']] as const;
  const langs = [
    { lang: 'en', tip: 'Please refresh the page to ensure the latest data is synced. Remaining limit may experience slight delays, we recommend you check the card details page for the most up-to-date limit information.', button: 'Refresh the list', used: '40.00 USD used, 10.00 USD left', holderUsed: '40.00 USD used, 960.00 USD left', decidedBy: 'Your spending controls and the issuing balance', country: 'Germany' },
    { lang: 'zh_CN', tip: '请刷新页面以确保同步最新数据。剩余额度可能略有延迟，建议在卡片详情页查看最新额度信息。', button: '刷新列表', used: '已用 40.00 USD，剩余 10.00 USD', holderUsed: '已用 40.00 USD，剩余 960.00 USD', decidedBy: '您的消费控制和发卡余额', country: '德国' },
  ] as const;
  for (const l of langs) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), l.lang);
    for (const [tab, testId] of lists) {
      await page.goto(`/test/issuing/${tab}`);
      const tip = page.getByRole('alert').filter({ hasText: l.tip });
      await expect(tip, `${l.lang} ${tab}`).toBeVisible();
      await expect(page.getByTestId(testId).locator('tbody tr').first()).toBeVisible();
      await expect(tip.getByRole('button', { name: l.button })).toBeEnabled();
    }
    // The button fetches the list again: a purchase made meanwhile appears without reloading the page.
    await page.goto('/test/issuing/authorizations');
    await expect(page.getByTestId('list-issuing-authorizations')).toContainText('Berlin Bistro');
    const late = `Late Cafe ${l.lang}`;
    expect((await buy(late, 2_000)).approved).toBe(false);
    await expect(page.getByTestId('list-issuing-authorizations')).not.toContainText(late);
    await page.getByRole('alert').filter({ hasText: l.tip }).getByRole('button', { name: l.button }).click();
    await expect(page.getByTestId('list-issuing-authorizations')).toContainText(late);

    // The card's page, where the tip sends the user: each limit with what its window used and has left.
    await page.goto(`/test/issuing/cards/${card.id}`);
    await expect(page.getByTestId('limit-daily-USD').getByTestId('limit-usage')).toHaveText(l.used);
    // The cardholder's page: their spending against their own limit, and their purchases on every card.
    await page.goto(`/test/issuing/cardholders/${holder.id}`);
    await expect(page.getByTestId('limit-monthly-USD').getByTestId('limit-usage')).toHaveText(l.holderUsed);
    await expect(page.getByTestId('cardholder-authorizations')).toContainText('Berlin Bistro');
    // The authorization's detail: who decided, the merchant's country in the reader's language.
    await page.goto(`/test/issuing/authorizations/${first.id}`);
    await expect(page.getByTestId('authorization-country')).toHaveText(l.country);
    await expect(page.getByTestId('authorization-decided-by')).toHaveText(l.decidedBy);
  }
});
