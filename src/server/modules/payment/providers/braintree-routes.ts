import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { TokenService } from '../../customer/tokens';
import type { PaymentService } from '../service';

type Options = { db: Db; tokens: TokenService; service: PaymentService; config: AppConfig };

/** Braintree's calls (issue 8 §3): its adapter lands in the next commit. */
export const braintreeRoutes: FastifyPluginAsyncZod<Options> = async () => {};
