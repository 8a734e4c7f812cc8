/**
 * Operations served by plain Hono routes rather than procedures, described by hand: the one-click
 * unsubscribe of RFC 8058 (packages/api/src/unsubscribe/routes.ts), which mail providers POST to.
 */
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

export const handWrittenTags: Record<string, string> = {
  Unsubscribe:
    'The one-click unsubscribe link (RFC 8058) in every sequence email: the token in the link is the credential.',
};

export const handWrittenPaths: Record<string, Record<string, unknown>> = {
  '/api/unsubscribe/{token}': {
    post: {
      summary: 'Unsubscribe the address the link was sent to (RFC 8058 one-click)',
      description:
        "Mail providers POST `List-Unsubscribe=One-Click` here when the recipient clicks Unsubscribe; the address is never mailed again by that sender's sequences. Posting again changes nothing. Anyone may call it: the token names the sender and the address and cannot be forged.",
      tags: ['Unsubscribe'],
      operationId: 'postApiUnsubscribeToken',
      security: [],
      parameters: [
        {
          name: 'token',
          in: 'path',
          required: true,
          description: 'The token of the List-Unsubscribe link',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
            },
          },
        },
      },
      responses: {
        '200': htmlPage('Unsubscribed: a page that says so'),
        '404': htmlPage('The link is not valid (changed or incomplete)'),
        '413': {
          description: 'The request body is too large (more than 4 KB)',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
      },
    },
  },
};
