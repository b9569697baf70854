import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, hides, mainMenu, shows, signIn, TENANTS } from './foundation';

/** A relative each tenant's journey adds: a 2025 address (Hà Nội, phường Ba Đình). */
const NEW_RELATIVE = {
  hust: { fullName: 'Trần Văn Bảo', birthYear: '1975' },
  hmu: { fullName: 'Nguyễn Thị Hoà', birthYear: '1980' },
} as const;

const PROVINCE = { search: 'Hà Nội', option: 'Thành phố Hà Nội' };
const WARD = { search: 'Ba Đình', option: 'Phường Ba Đình' };

/** Types into a searchable combobox and picks the option with exactly this text. */
async function pick({
  page,
  combobox,
  search,
  option,
}: {
  page: Page;
  combobox: Locator;
  search: string;
  option: string;
}): Promise<void> {
  await combobox.click();
  await combobox.pressSequentially(search, { delay: 20 });
  const choice = page.getByRole('option', { name: option, exact: true });
  await shows(choice, `the option "${option}"`);
  await choice.click();
  check((await combobox.inputValue()) === option, `"${option}" is chosen`);
}

/** The data rows of the page's grid (the header row left out). */
const dataRows = (page: Page): Locator =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function openFaq({
  input,
  page,
  tenant,
}: {
  input: JourneyInput;
  page: Page;
  tenant: string;
}): Promise<void> {
  await mainMenu(page).getByText('Câu hỏi thường gặp', { exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Câu hỏi thường gặp', level: 1 }), 'the FAQ title');
  const topic = dataRows(page).filter({ hasText: 'Học phí và thanh toán' });
  await shows(topic, 'the FAQ topic "Học phí và thanh toán"');
  // Searching matches the questions too, accent-insensitively.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('vietqr');
  await shows(topic, 'the topic found by searching "vietqr"');
  await hides(dataRows(page).filter({ hasText: 'Tài khoản và đăng nhập' }), 'topics without "vietqr"');
  await input.screenshot(page, `config-${tenant}-faq`);

  await topic.click();
  await page.waitForURL(/\/students\/faq\/\d+/);
  await shows(page.getByRole('heading', { name: 'Học phí và thanh toán', level: 1 }), 'the topic title');
  await page.getByRole('button', { name: 'Thanh toán học phí bằng mã VietQR như thế nào?' }).click();
  await shows(
    page.getByText('Mở ứng dụng ngân hàng, chọn quét mã QR và quét mã hiển thị.'),
    'the answer under the question',
  );
  await input.screenshot(page, `config-${tenant}-faq-topic`);
}

async function openNews({
  input,
  page,
  tenant,
}: {
  input: JourneyInput;
  page: Page;
  tenant: string;
}): Promise<void> {
  await mainMenu(page).getByText('Tin tức', { exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Tin tức', level: 1 }), 'the news title');
  const first = dataRows(page).first();
  await shows(first, 'a news row');
  check((await dataRows(page).count()) >= 2, 'several news rows');
  const title = (await first.getByRole('gridcell').first().innerText()).trim();
  check(title.length > 0, 'the first news row has a title');
  await input.screenshot(page, `config-${tenant}-news`);
  await first.click();
  await page.waitForURL(/\/students\/news\/\d+/);
  await shows(page.getByRole('heading', { name: title, level: 1 }), `the article "${title}"`);
  await shows(page.getByText('Ngày đăng'), 'the publication date row');
  await input.screenshot(page, `config-${tenant}-news-detail`);
}

async function addRelative({
  input,
  page,
  tenant,
}: {
  input: JourneyInput;
  page: Page;
  tenant: keyof typeof NEW_RELATIVE;
}): Promise<void> {
  const relative = NEW_RELATIVE[tenant];
  await mainMenu(page).getByText('Người thân', { exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Người thân', level: 1 }), 'the relatives title');
  await shows(dataRows(page).filter({ hasText: 'Bố' }), 'the seeded father');
  const before = await dataRows(page).count();

  // By keyboard: the form opens, Escape closes it, and the focus is back on the button.
  const addButton = page.getByRole('button', { name: 'Thêm người thân' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  await shows(page.getByRole('dialog').getByRole('textbox', { name: 'Họ và tên' }), 'the relative form');
  await page.keyboard.press('Escape');
  await hides(page.getByRole('dialog'), 'the form dialog, closed by Escape');
  await page.waitForTimeout(200);
  check(
    await addButton.evaluate((button) => button === document.activeElement),
    'the focus returns to "Thêm người thân" when its dialog closes',
  );

  await page.getByRole('button', { name: 'Thêm người thân' }).click();
  const dialog = page.getByRole('dialog');
  await shows(dialog.getByRole('textbox', { name: 'Họ và tên' }), 'the relative form');
  // Required fields are checked before anything is sent, in Vietnamese.
  await dialog.getByRole('button', { name: 'Gửi' }).click();
  await shows(dialog.getByText('Vui lòng nhập họ và tên'), 'the required-name error in Vietnamese');
  await shows(
    dialog.getByText('Vui lòng chọn quan hệ với sinh viên'),
    'the required-relationship error in Vietnamese',
  );
  await input.screenshot(page, `config-${tenant}-relative-errors`);

  await dialog.getByRole('textbox', { name: 'Họ và tên' }).fill(relative.fullName);
  await dialog.getByRole('combobox', { name: 'Quan hệ' }).selectOption({ label: 'Người giám hộ' });
  await dialog.getByRole('spinbutton', { name: 'Năm sinh' }).fill(relative.birthYear);
  const address = dialog.getByRole('group', { name: 'Địa chỉ liên hệ' });
  const province = address.getByRole('combobox', { name: 'Tỉnh/Thành phố' });
  const ward = address.getByRole('combobox', { name: /^Phường\/Xã/ });
  check(await ward.isDisabled(), 'the ward list waits for a province');
  await pick({ page, combobox: province, ...PROVINCE });
  await pick({ page, combobox: ward, ...WARD });
  await address.getByRole('textbox', { name: 'Số nhà, tên đường, thôn/xóm' }).fill('Số 12 Phan Đình Phùng');
  await input.screenshot(page, `config-${tenant}-relative-filled`);
  await dialog.getByRole('button', { name: 'Gửi' }).click();

  await shows(
    page.getByText(`Đã lưu người thân ${relative.fullName}.`),
    'the success toast naming the relative',
  );
  await hides(dialog, 'the form dialog');
  const added = dataRows(page).filter({ hasText: relative.fullName });
  await shows(added, `the new relative "${relative.fullName}" in the list`);
  check((await dataRows(page).count()) === before + 1, 'one more row in the list');

  // Saved on the server: still there after a reload, with the 2025 address.
  await page.reload();
  await shows(added, `"${relative.fullName}" after a reload`);
  await shows(added.getByText('Người giám hộ'), 'the relationship label');
  await shows(added.getByText(relative.birthYear, { exact: true }), 'the birth year as written');
  await added.click();
  const editor = page.getByRole('dialog');
  await shows(editor.getByRole('heading', { name: 'Sửa thông tin người thân' }), 'the edit dialog');
  const savedAddress = editor.getByRole('group', { name: 'Địa chỉ liên hệ' });
  await shows(savedAddress.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'the saved province');
  // The address options load after the dialog opens: wait for the saved values to show.
  const valueShows = async (box: Locator, value: string) => {
    for (let tries = 0; tries < 50 && (await box.inputValue()) !== value; tries += 1)
      await page.waitForTimeout(200);
    return (await box.inputValue()) === value;
  };
  check(
    await valueShows(savedAddress.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), PROVINCE.option),
    'the saved province is Hà Nội',
  );
  check(
    await valueShows(savedAddress.getByRole('combobox', { name: /^Phường\/Xã/ }), WARD.option),
    'the saved ward is Ba Đình',
  );
  await input.screenshot(page, `config-${tenant}-relative-saved`);
  await editor.getByRole('button', { name: 'Đóng' }).click();
}

async function readNotification({
  input,
  page,
  tenant,
}: {
  input: JourneyInput;
  page: Page;
  tenant: string;
}): Promise<void> {
  await mainMenu(page).getByText('Thông báo', { exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Thông báo', level: 1 }), 'the notifications title');
  const summary = page.getByRole('status').filter({ hasText: /thông báo chưa đọc/ });
  await shows(summary, 'the unread count');
  const unreadBefore = Number((await summary.innerText()).match(/\d+/)?.[0]);
  check(unreadBefore > 0, 'the demo student has unread notifications');
  const badge = mainMenu(page).getByText(String(unreadBefore), { exact: true });
  await shows(badge, `the menu badge showing ${unreadBefore}`);

  const item = page.getByRole('button', { name: /Vui lòng cập nhật thông tin người thân/ });
  await item.click();
  await shows(page.getByText(/đơn vị hành chính mới/), 'the notification text');
  await shows(
    page.getByRole('status').filter({ hasText: `${unreadBefore - 1} thông báo chưa đọc` }),
    'one unread less',
  );
  await shows(
    mainMenu(page).getByText(String(unreadBefore - 1), { exact: true }),
    'the badge counting one less',
  );
  // Reading is counted once: closing and opening it again changes nothing.
  await item.click();
  await item.click();
  await page.reload();
  await shows(
    page.getByRole('status').filter({ hasText: `${unreadBefore - 1} thông báo chưa đọc` }),
    'the count kept on the server, once',
  );
  await input.screenshot(page, `config-${tenant}-notifications`);
}

export const journeys: Journey[] = TENANTS.map((tenant) => ({
  name: `config pages: ${tenant.code} FAQ, news, relatives (2025 address), notifications`,
  run: async (input) => {
    const page = await signIn({ input, tenant: tenant.code });
    await openFaq({ input, page, tenant: tenant.code });
    await openNews({ input, page, tenant: tenant.code });
    await addRelative({ input, page, tenant: tenant.code });
    await readNotification({ input, page, tenant: tenant.code });
    await page.context().close();
  },
}));
