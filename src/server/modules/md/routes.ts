import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MdConvertReply, mdConvertRequest } from '../../../shared/api/public';
import { markdownToHtmlInTurns } from '../../documents/html-in-turns';
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
    // In turns: a long text does not hold up the other requests while it is converted.
    async (request) => ok<MdConvertReply>({ html: await markdownToHtmlInTurns(request.body.text) }),
  );
};
