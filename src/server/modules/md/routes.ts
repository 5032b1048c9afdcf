import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MdConvertReply, mdConvertRequest } from '../../../shared/api/public';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { htmlInPool, isLongText } from '../../documents/render-pool';
import { ok } from '../../http/envelope';
import { apiDocs } from '../../http/openapi';

const docs = apiDocs('markdown');

/** POST /md/convert: the agreement Markdown subset to safe HTML, the same renderer as the live link. */
export const mdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/md/convert',
    {
      schema: {
        ...docs.public(
          'Markdown to safe HTML',
          'The agreement Markdown subset, rendered by the same escaping renderer as the live link (the editor’s preview).',
        ),
        body: mdConvertRequest,
      },
    },
    // A long text is converted in the render pool: it does not hold up the other requests.
    async (request) => {
      const { text } = request.body;
      return ok<MdConvertReply>({ html: isLongText(text) ? await htmlInPool(text) : markdownToHtml(text) });
    },
  );
};
