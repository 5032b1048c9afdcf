import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MdConvertReply, mdConvertRequest } from '../../../shared/api/public';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { ok } from '../../http/envelope';

/** POST /md/convert: the agreement Markdown subset to safe HTML, the same renderer as the live link. */
export const mdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/md/convert', { schema: { body: mdConvertRequest } }, async (request) => {
    return ok<MdConvertReply>({ html: markdownToHtml(request.body.text) });
  });
};
