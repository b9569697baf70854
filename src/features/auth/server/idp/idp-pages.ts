const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `body{font-family:system-ui,'Segoe UI',Roboto,sans-serif;background:#f3f4f6;margin:0;padding:48px 16px;color:#1f2937}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:24px 28px}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:4px 0 16px;color:#4b5563;font-size:.9rem}
label{display:block;font-size:.85rem;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #9ca3af;border-radius:4px;font-size:1rem}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:4px;background:#a4161a;color:#fff;font-size:1rem;cursor:pointer}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;border-radius:4px;padding:8px;margin-bottom:8px}
.hint{font-size:.8rem;color:#6b7280}a{color:#1d4ed8}`;

const page = ({ title, body }: { title: string; body: string }) => `<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The sign-in form of an interaction (ids `login`, `password`, `submit` for scripted browsers). */
export const loginPage = ({
  tenantName,
  clientName,
  submitUrl,
  abortUrl,
  login = '',
  error,
}: {
  tenantName: string;
  clientName: string;
  submitUrl: string;
  abortUrl: string;
  login?: string;
  error?: string;
}) =>
  page({
    title: `Đăng nhập - ${tenantName}`,
    body: `<h1>${escapeHtml(tenantName)}</h1>
<p>Đăng nhập một lần để vào ${escapeHtml(clientName)} / Single sign-on</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(submitUrl)}" autocomplete="off">
<label for="login">Mã sinh viên / Student code</label>
<input id="login" name="login" required autofocus value="${escapeHtml(login)}">
<label for="password">Mật khẩu / Password</label>
<input id="password" name="password" type="password" required>
<button id="submit" type="submit">Đăng nhập / Sign in</button>
</form>
<p class="hint">Local development IdP. <a href="${escapeHtml(abortUrl)}">Huỷ / Cancel</a></p>`,
  });

/**
 * oidc-provider's sign-out confirmation: `form` is its hidden form (id `op.logoutForm`, with the
 * xsrf token). The page submits it on load, so leaving the portal also leaves the IdP.
 */
export const logoutPage = ({ form }: { form: string }) =>
  page({
    title: 'Đăng xuất / Sign out',
    body: `<h1>Đăng xuất / Sign out</h1>
<p>Đang đăng xuất khỏi hệ thống đăng nhập một lần... / Signing you out...</p>
${form}
<button id="logout" type="submit" form="op.logoutForm" name="logout" value="yes">Đăng xuất / Sign out</button>
<script>document.getElementById('logout').click()</script>`,
  });

/** Shown when the IdP ended a session and had nowhere to send the browser back to. */
export const loggedOutPage = () =>
  page({
    title: 'Đã đăng xuất / Signed out',
    body: '<h1>Đã đăng xuất / Signed out</h1><p>Bạn đã đăng xuất. / You have been signed out.</p>',
  });

/** A user-facing error page (never a stack trace). */
export const errorPage = ({ error, description }: { error: string; description?: string }) =>
  page({
    title: 'Lỗi đăng nhập / Sign-in error',
    body: `<h1>Lỗi đăng nhập / Sign-in error</h1><p><strong>${escapeHtml(error)}</strong></p>${description ? `<p>${escapeHtml(description)}</p>` : ''}`,
  });
