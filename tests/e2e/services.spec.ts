// Website services (issue 32): a brief and a request say which service they belong to. The brief's address names
// its kind (?kind=seo), and so does a request's opened from its list: the way back above the page and the lit menu
// entry are that service's, in both languages, however the page was opened (a new tab, a bookmark). Its own merchant.
import { expect, test } from '@playwright/test';
import { specMerchant, useSession } from './world';

for (const [lang, names] of [['en', { website: 'Build website', seo: 'Enhance website SEO' }], ['zh_CN', { website: '建站服务', seo: '网站 SEO 优化' }]] as const) {
  test(`a brief and a request name their service above the page and in the menu (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const merchant = await specMerchant();
    await useSession(page.context(), merchant.session, { lang });
    for (const kind of ['seo', 'website'] as const) {
      await page.goto(`/serviceRequestCreate?kind=${kind}`);
      await expect(page.getByTestId('parent-link')).toContainText(names[kind], { timeout: 30_000 });
      await expect(page.getByTestId('app-menu').locator('[aria-current="page"]')).toContainText(names[kind]);
    }
    const made = await merchant.live.post<{ id: string }>('/api/service-requests', {
      kind: 'seo', goal: 'Rank for handmade ceramics in London.', items: ['handmade ceramics'], websiteUrl: 'https://ceramics.example.com',
      budget: '1k_5k', contactName: 'Mei Lin', contactEmail: 'mei@example.com',
    });
    // Opened from its list (a link that names its kind), in a tab of its own.
    await page.goto('/seo');
    const href = await page.getByTestId('list-scroll').locator(`a[href*="${made.id}"]`).first().getAttribute('href');
    expect(href).toContain('kind=seo');
    const tab = await page.context().newPage();
    await tab.goto(href!);
    await expect(tab.getByTestId('parent-link')).toContainText(names.seo, { timeout: 30_000 });
  });
}
