import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/**
 * What a client developer generates from /api/openapi.json: the `paths` types of openapi-typescript,
 * and, from the media types of the document's file answers, how openapi-fetch must read each download
 * (`parseAs`: text for text/*, blob otherwise), so no call names one by hand.
 */

interface DocumentShape {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
}

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** How openapi-fetch reads each operation that answers a file, from its 200 media types. */
export function parseAsOfDocument(doc: object): Record<string, Record<string, 'text' | 'blob'>> {
  const byPath: Record<string, Record<string, 'text' | 'blob'>> = {};
  for (const [path, operations] of Object.entries((doc as DocumentShape).paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const types = Object.keys(operation.responses?.['200']?.content ?? {});
      if (types.length === 0 || types.includes('application/json')) continue;
      byPath[path] ??= {};
      byPath[path][method] = types.every((type) => type.startsWith('text/')) ? 'text' : 'blob';
    }
  }
  return byPath;
}

/** The source of openapi-contract.gen.ts for a document. */
export async function generateContractClientSource(doc: object): Promise<string> {
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], {
    silent: true,
    // Files travel as Blob (uploads in FormData, downloads read with parseAs 'blob').
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const parseAs = JSON.stringify(parseAsOfDocument(doc), null, 2);
  return [
    '// Generated from /api/openapi.json by openapi-typescript (see openapi-contract-generate.ts).',
    '// Do not edit: `npx vitest run packages/api/src/http/openapi-contract.test.ts -u` writes it again.',
    '',
    astToString(ast),
    '/** How openapi-fetch reads each file download, from the media types the document gives it. */',
    `export const parseAsOf = ${parseAs} as const;`,
    '',
  ].join('\n');
}
