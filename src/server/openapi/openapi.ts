// The OpenAPI document at /api/v1/openapi.json and the docs page at /api/docs
// (docs/decisions/028-openapi-shape.md, 029-openapi-operation-ids.md).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerContractComponents } from './components.ts';
import { operationIdFor } from './operation-ids.ts';
import { SESSION_COOKIE } from '../http/authenticate.ts';
import type { RouteAuth } from '../http/route-policy.ts';

export const SESSION_SECURITY_SCHEME = 'sessionCookie';

/** A wildcard route (`/files/*`) is documented with this named path parameter instead. */
export const WILDCARD_PARAMETER = 'path';

type SwaggerTransform = ReturnType<typeof createJsonSchemaTransform>;
type TransformInput = Parameters<SwaggerTransform>[0];

function routeAuth(route: unknown): RouteAuth | undefined {
  const config = (route as { config?: { auth?: unknown } } | undefined)?.config;
  const auth = config?.auth;
  return auth === 'public' || auth === 'user' || auth === 'chef' || auth === 'admin'
    ? auth
    : undefined;
}

/**
 * 'public' → no security; 'user' | 'chef' | 'admin' → the cookie session. A route that does
 * not declare its policy yet is documented as needing the session (the safe reading).
 */
export function securityFor(auth: RouteAuth | undefined): Record<string, string[]>[] {
  return auth === 'public' ? [] : [{ [SESSION_SECURITY_SCHEME]: [] }];
}

function routeMethod(route: unknown): string {
  const method = (route as { method?: string | string[] } | undefined)?.method ?? 'GET';
  return Array.isArray(method) ? (method.find((m) => m !== 'HEAD') ?? method[0]!) : method;
}

/** A registered (component) schema used for parameters is inlined: parameters need fields. */
function inlineParameters(schema: unknown): unknown {
  if (schema instanceof z.ZodObject && z.globalRegistry.get(schema)?.id)
    return z.object(schema.shape);
  return schema;
}

function transformRoute(prefix: string): SwaggerTransform {
  const toJson = createJsonSchemaTransform({});
  return (input: TransformInput) => {
    const { url, route } = input;
    const schema = input.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide) return toJson(input);
    let documentedUrl = url;
    const parts: Record<string, unknown> = { ...schema };
    for (const key of ['params', 'querystring', 'headers'])
      if (parts[key]) parts[key] = inlineParameters(parts[key]);
    // `{*}` is not a valid path parameter: name it; the route matches the same URLs.
    if (url.endsWith('/*')) {
      documentedUrl = `${url.slice(0, -1)}:${WILDCARD_PARAMETER}`;
      const params = parts.params;
      const shape = params instanceof z.ZodObject ? { ...params.shape } : {};
      const rest = (shape as Record<string, z.ZodType>)['*'] ?? z.string();
      delete (shape as Record<string, z.ZodType>)['*'];
      parts.params = z.object({
        ...shape,
        [WILDCARD_PARAMETER]: rest.describe(
          'The rest of the path, slashes included (send them as they are).',
        ),
      });
    }
    const result = toJson({ ...input, schema: parts, url: documentedUrl } as TransformInput);
    return {
      url: documentedUrl,
      schema: {
        ...(result.schema as object),
        operationId: operationIdFor(routeMethod(route), url, prefix),
        security: securityFor(routeAuth(route)),
      },
    } as ReturnType<SwaggerTransform>;
  };
}

/** Every `#/components/schemas/…` reference in a value. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/'))
        into.add(v.slice('#/components/schemas/'.length));
      else collectRefs(v, into);
    }
}

/** Keeps the components the paths reach (directly or through other components). */
export function pruneComponents(schemas: Record<string, unknown>, paths: unknown) {
  const reached = new Set<string>();
  collectRefs(paths, reached);
  const queue = [...reached];
  while (queue.length) {
    const more = new Set<string>();
    collectRefs(schemas[queue.pop()!], more);
    for (const name of more)
      if (!reached.has(name)) {
        reached.add(name);
        queue.push(name);
      }
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

/** Registers @fastify/swagger (the document), its UI and `${prefix}/openapi.json`. */
export async function registerOpenApi(app: FastifyInstance, prefix: string): Promise<void> {
  registerContractComponents();
  const addComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Potluck API', version: '1.0.0', description: 'Local-food marketplace API' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/v1/auth/signin and /signup.',
          },
        },
      },
    },
    transform: transformRoute(prefix),
    transformObject: (input) => {
      const document = addComponents(input) as {
        paths?: unknown;
        components?: { schemas?: Record<string, unknown> };
      };
      if (document.components?.schemas)
        document.components.schemas = pruneComponents(document.components.schemas, document.paths);
      return document as ReturnType<typeof addComponents>;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get(
    `${prefix}/openapi.json`,
    { schema: { hide: true }, config: { auth: 'public' } },
    async () => app.swagger(),
  );
}
