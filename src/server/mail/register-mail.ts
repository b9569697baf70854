import type { FastifyInstance } from 'fastify';
import { createMailer } from './create-mailer';
import type { Mailer } from './create-mailer';
import { registerOutboxRoutes } from './outbox-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's one mailer: SMTP when SMTP_URL is set, the local outbox otherwise. */
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` from the settings and registers the development outbox viewer. */
export const registerMail = (app: FastifyInstance) => {
  const mailer = createMailer({
    smtpUrl: app.settings.smtpUrl,
    from: app.settings.mailFrom,
    outboxDir: app.settings.mailOutboxDir,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  registerOutboxRoutes(app);
};
