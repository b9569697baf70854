import type { Page } from 'playwright-core';
import type { Journey } from '../journey-types';
import { check, DEMO_ACCOUNT, hides, shows, submitLogin } from './foundation';

/** CSP violations and eval refusals the page reports (collected in the page from its first script). */
const watchViolations = async (page: Page) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
};

/**
 * The relative form under the strict CSP (no 'unsafe-eval'): its validator is precompiled at
 * build time, so it still refuses bad input in Vietnamese and saves good input, and the page
 * reports no CSP violation. hust (which overrides the form) and hmu (the default form) each
 * use their own precompiled validator.
 */
const formUnderStrictCsp = (tenant: 'hust' | 'hmu'): Journey => ({
  name: `strict CSP forms: ${tenant} relative form validates and saves without eval`,
  run: async (input) => {
    const page = await input.newPage({ viewport: { width: 390, height: 844 } });
    const violations = await watchViolations(page);
    const answer = await page.goto(input.urlFor(tenant, '/login?redirect=%2Frelatives'));
    const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
    check(/script-src 'self'/.test(policy), `a script-src policy on the page (got "${policy}")`);
    check(!policy.includes('unsafe-eval'), `no 'unsafe-eval' in the CSP (got "${policy}")`);
    await submitLogin({ page, ...DEMO_ACCOUNT });
    await shows(page.getByRole('heading', { name: 'Người thân', level: 1 }), 'the relatives page');

    await page.getByRole('button', { name: 'Thêm người thân' }).first().click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: 'Họ và tên' });
    await shows(name, 'the relative form');
    await dialog.getByRole('button', { name: 'Gửi' }).click();
    await shows(dialog.getByText('Vui lòng nhập họ và tên'), 'the required-name error');
    await shows(dialog.getByText(/^Biểu mẫu còn \d+ lỗi/), 'the error summary');

    // A rule beyond "required": the birth year's minimum, checked by the precompiled code.
    await name.fill('Phạm Thị Hoa');
    await dialog.getByRole('combobox', { name: 'Quan hệ' }).selectOption({ label: 'Người giám hộ' });
    const year = dialog.getByRole('spinbutton', { name: 'Năm sinh' });
    await year.fill('1800');
    await dialog.getByRole('button', { name: 'Gửi' }).click();
    await shows(dialog.getByText(/1900/), 'the birth-year minimum error');
    await input.screenshot(page, `strict-csp-${tenant}-relative-errors-390`);
    check(
      !(await dialog.getByText('Vui lòng nhập họ và tên').isVisible()),
      'the name error gone once the name is filled',
    );
    await year.fill('1968');
    const address = dialog.getByRole('group', { name: 'Địa chỉ liên hệ' });
    // On a phone the address parts are the phone's own pickers (native selects); selectOption
    // waits for each list to load.
    for (const [label, option] of [
      ['Tỉnh/Thành phố', 'Thành phố Hà Nội'],
      [/^Phường\/Xã/, 'Phường Ba Đình'],
    ] as const) {
      const picker = address.getByRole('combobox', { name: label });
      check(
        (await picker.evaluate((element) => element.tagName)) === 'SELECT',
        `"${String(label)}" is a native select on a phone`,
      );
      await picker.selectOption({ label: option });
    }
    await dialog.getByRole('button', { name: 'Gửi' }).click();
    await shows(page.getByText('Đã lưu người thân Phạm Thị Hoa.'), 'the success toast naming the relative');
    await hides(dialog, 'the form dialog');
    await shows(page.getByText('Phạm Thị Hoa').first(), 'the new relative in the list');

    // Reopened, the phone's pickers show the saved address once their lists are in.
    await page.getByText('Phạm Thị Hoa', { exact: true }).first().click();
    const saved = page.getByRole('dialog').getByRole('group', { name: 'Địa chỉ liên hệ' });
    for (const [label, option] of [
      ['Tỉnh/Thành phố', 'Thành phố Hà Nội'],
      [/^Phường\/Xã/, 'Phường Ba Đình'],
    ] as const) {
      const picker = saved.getByRole('combobox', { name: label });
      const shown = () =>
        picker.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      for (let tries = 0; tries < 50 && (await shown()) !== option; tries += 1)
        await page.waitForTimeout(200);
      check((await shown()) === option, `the saved "${option}" shows in its picker (got "${await shown()}")`);
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();
    await hides(page.getByRole('dialog'), 'the edit dialog, closed');
    const seen = await violations();
    check(seen.length === 0, `no CSP violation (got ${seen.join(' | ')})`);
    await page.context().close();
  },
});

export const journeys: Journey[] = [formUnderStrictCsp('hust'), formUnderStrictCsp('hmu')];
