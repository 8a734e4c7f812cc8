#!/usr/bin/env node
/**
 * Writes published/stripe-openapi.subset.json (beside this file; not committed) from a full copy of Stripe's published
 * OpenAPI document (github.com/stripe/openapi, openapi/spec3.json or openapi/spec3.yaml) and,
 * optionally, stripe-fixtures.subset.json from the same repository's openapi/fixtures3.json.
 *
 *   node packages/integrations/src/billing/testing/extract-stripe-openapi-subset.mjs \
 *     --spec /tmp/spec3.yaml --spec-commit <sha> --spec-date <iso> \
 *     [--fixtures /tmp/fixtures3.json --fixtures-commit <sha> --fixtures-date <iso>]
 *
 * Keeps only what Leadpath's Stripe client uses: the application/x-www-form-urlencoded request
 * schemas of POST /v1/checkout/sessions and POST /v1/billing_portal/sessions, and the component
 * schemas of the objects our webhook reader reads. `description`, `x-*` keys and `$ref`s to
 * schemas outside that list are dropped (such a `$ref` becomes `{"x-omitted": "<name>"}`, which
 * accepts anything); everything else is kept exactly as published.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const REQUESTS = [
  ['post', '/v1/checkout/sessions'],
  ['post', '/v1/billing_portal/sessions'],
];
const SCHEMAS = [
  'billing_portal.session',
  'checkout.session',
  'customer',
  'deleted_customer',
  'event',
  'invoice',
  'notification_event_data',
  'price',
  'subscription',
  'subscription_item',
];
/** Newer documents move invoice.subscription under invoice.parent; keep those schemas when present. */
const OPTIONAL_SCHEMAS = [
  'billing_bill_resource_invoicing_parents_invoice_parent',
  'billing_bill_resource_invoicing_parents_invoice_subscription_parent',
];
const FIXTURES = [
  'billing_portal.session',
  'checkout.session',
  'invoice',
  'subscription',
  'subscription_item',
];

function args() {
  const out = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) out[argv[i].replace(/^--/, '')] = argv[i + 1];
  if (!out.spec) {
    console.error(
      'usage: extract-stripe-openapi-subset.mjs --spec <spec3.json|yaml> --spec-commit <sha> ...',
    );
    process.exit(2);
  }
  return out;
}

/** YAML needs the `yaml` package; pnpm keeps it in the store when some tool depends on it. */
function parseYaml(text) {
  const require = createRequire(import.meta.url);
  let yaml;
  try {
    yaml = require('yaml');
  } catch {
    const store = join(here, '../../../../../node_modules/.pnpm');
    const dir = readdirSync(store).find((name) => /^yaml@2\./.test(name));
    if (!dir) throw new Error('No `yaml` package here: convert the spec to JSON first, or pass spec3.json.');
    yaml = require(join(store, dir, 'node_modules/yaml'));
  }
  return yaml.parse(text, { maxAliasCount: -1 });
}

function load(path) {
  const text = readFileSync(path, 'utf8');
  return /\.ya?ml$/.test(path) ? parseYaml(text) : JSON.parse(text);
}

/** Walks a schema (not a property map), dropping prose and vendor keys and cutting refs to schemas we don't keep. */
function prune(schema, keep) {
  if (Array.isArray(schema)) return schema.map((s) => prune(s, keep));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return keep.has(name) ? { $ref: schema.$ref } : { 'x-omitted': name };
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key.startsWith('x-')) continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, prune(s, keep)]));
    } else if (['items', 'additionalProperties', 'not'].includes(key)) {
      out[key] = typeof value === 'object' ? prune(value, keep) : value;
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key)) {
      out[key] = value.map((s) => prune(s, keep));
    } else {
      out[key] = value;
    }
  }
  return out;
}

const opts = args();
const spec = load(opts.spec);
const all = spec.components.schemas;
const keep = new Set([...SCHEMAS, ...OPTIONAL_SCHEMAS.filter((name) => all[name])]);
for (const name of SCHEMAS) if (!all[name]) throw new Error(`The spec has no schema ${name}.`);

const requests = {};
for (const [method, path] of REQUESTS) {
  const body = spec.paths[path]?.[method]?.requestBody?.content?.['application/x-www-form-urlencoded'];
  if (!body) throw new Error(`The spec has no form body for ${method.toUpperCase()} ${path}.`);
  requests[`${method.toUpperCase()} ${path}`] = prune(body.schema, keep);
}

const subset = {
  'x-source': {
    repository: 'https://github.com/stripe/openapi',
    path: opts['spec-path'] ?? 'openapi/spec3.yaml',
    commit: opts['spec-commit'] ?? 'unknown',
    date: opts['spec-date'] ?? 'unknown',
    apiVersion: spec.info?.version,
    extractedBy: 'packages/integrations/src/billing/testing/extract-stripe-openapi-subset.mjs',
  },
  requests,
  schemas: Object.fromEntries([...keep].sort().map((name) => [name, prune(all[name], keep)])),
};
mkdirSync(join(here, 'published'), { recursive: true });
writeFileSync(join(here, 'published', 'stripe-openapi.subset.json'), `${JSON.stringify(subset, null, 2)}\n`);
console.info(`wrote stripe-openapi.subset.json (${spec.info?.version})`);

if (opts.fixtures) {
  const resources = load(opts.fixtures).resources;
  const fixtures = {
    'x-source': {
      repository: 'https://github.com/stripe/openapi',
      path: opts['fixtures-path'] ?? 'openapi/fixtures3.json',
      commit: opts['fixtures-commit'] ?? 'unknown',
      date: opts['fixtures-date'] ?? 'unknown',
      extractedBy: 'packages/integrations/src/billing/testing/extract-stripe-openapi-subset.mjs',
    },
    resources: Object.fromEntries(FIXTURES.map((name) => [name, resources[name]])),
  };
  writeFileSync(
    join(here, 'published', 'stripe-fixtures.subset.json'),
    `${JSON.stringify(fixtures, null, 2)}\n`,
  );
  console.info('wrote stripe-fixtures.subset.json');
}
