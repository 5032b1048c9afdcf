import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { listMailbox, readMailboxMessage } from '../../mail/mailbox';

/** The development mailbox: the mails this installation wrote to files instead of sending them. */
export const devRoutes: FastifyPluginAsyncZod<{ mailboxDir: string }> = async (app, { mailboxDir }) => {
  app.get('/dev/mailbox', async () => ok({ folder: mailboxDir, messages: listMailbox(mailboxDir) }));

  app.get(
    '/dev/mailbox/:id',
    { schema: { params: z.strictObject({ id: z.string().max(100) }) } },
    async (request) => {
      const message = readMailboxMessage(mailboxDir, request.params.id);
      if (!message)
        throw new AppError('not_found', 'api.notFound', {
          method: 'GET',
          path: `/dev/mailbox/${request.params.id}`,
        });
      return ok(message);
    },
  );
};
