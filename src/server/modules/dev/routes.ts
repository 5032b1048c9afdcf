import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { listMailbox, readMailboxMessage } from '../../mail/mailbox';
import { createDiscount } from '../payment';

/** The development mailbox: the mails this installation wrote to files instead of sending them. */
export const devRoutes: FastifyPluginAsyncZod<{ mailboxDir: string }> = async (app, { mailboxDir }) => {
  // Development tools are not part of the documented API.
  app.get('/dev/mailbox', { schema: { hide: true } }, async () =>
    ok({ folder: mailboxDir, messages: listMailbox(mailboxDir) }),
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.strictObject({ id: z.string().max(100) }) } },
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

/**
 * Test runs only (NODE_ENV=test): the browser journeys create the discount codes they use, as the
 * operator would with `npm run discount-codes`. Never registered elsewhere.
 */
export const testDiscountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/dev/discount-codes',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          code: z.string().min(3).max(40),
          percent: z.union([z.literal(10), z.literal(50)]),
          max_uses: z.number().int().positive().optional(),
        }),
      },
    },
    async (request) => {
      const { code, percent, max_uses } = request.body;
      const row = await createDiscount(db, { code, percent, maxUses: max_uses ?? null });
      return ok({ code: row.code, percent: row.percent });
    },
  );
};
