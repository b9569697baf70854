import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdpDirectory } from './idp-accounts';
import type { IdpClient } from './idp-clients';
import { errorPage, loginPage } from './idp-pages';

/** Path prefix of the IdP's own sign-in pages. */
export const INTERACTION_PREFIX = '/interaction/';

const MAX_FORM_BYTES = 16 * 1024;

const send = ({ res, status, html }: { res: ServerResponse; status: number; html: string }) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
};

const readForm = async (req: IncomingMessage) => {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * The IdP's interaction pages: a sign-in form checked against the demo directory, and an abort
 * link. Consent never shows: the portal's clients are first-party (see `loadExistingGrant`).
 */
export const createInteractionHandler = ({
  provider,
  directory,
  clients,
}: {
  provider: Provider;
  directory: IdpDirectory;
  clients: IdpClient[];
}) => {
  const clientById = new Map(clients.map((client) => [client.metadata.client_id, client]));

  return async (req: IncomingMessage, res: ServerResponse) => {
    const [uid, action = ''] = (req.url ?? '').slice(INTERACTION_PREFIX.length).split('?')[0].split('/');
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      send({
        res,
        status: 400,
        html: errorPage({
          error: 'Phiên đăng nhập đã hết hạn / The sign-in session expired',
          description: 'Hãy quay lại cổng thông tin và thử lại. / Go back to the portal and try again.',
        }),
      });
      return;
    }
    if (details.uid !== uid) {
      send({ res, status: 400, html: errorPage({ error: 'invalid_request' }) });
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const client = clientById.get(String(details.params.client_id));
    if (!client || details.prompt.name !== 'login' || action !== '') {
      send({
        res,
        status: 400,
        html: errorPage({
          error: 'invalid_request',
          description: `unexpected prompt ${details.prompt.name}`,
        }),
      });
      return;
    }
    const render = ({ status, login, error }: { status: number; login?: string; error?: string }) =>
      send({
        res,
        status,
        html: loginPage({
          tenantName: client.tenant.name.vi,
          clientName: String(client.metadata.client_name ?? client.metadata.client_id),
          submitUrl: `${INTERACTION_PREFIX}${uid}`,
          abortUrl: `${INTERACTION_PREFIX}${uid}/abort`,
          login,
          error,
        }),
      });
    if (req.method === 'GET') {
      render({
        status: 200,
        login: typeof details.params.login_hint === 'string' ? details.params.login_hint : '',
      });
      return;
    }
    if (req.method !== 'POST') {
      send({ res, status: 405, html: errorPage({ error: 'method_not_allowed' }) });
      return;
    }
    const form = await readForm(req);
    const login = form.get('login') ?? '';
    const account = directory.authenticate({
      tenantCode: client.tenant.code,
      login,
      password: form.get('password') ?? '',
    });
    if (!account) {
      render({
        status: 401,
        login,
        error: 'Mã sinh viên hoặc mật khẩu không đúng. / Incorrect student code or password.',
      });
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.claims.sub } },
      { mergeWithLastSubmission: false },
    );
  };
};
