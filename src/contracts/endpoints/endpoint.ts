import type { z } from 'zod';

// One endpoint of the HTTP API, described once: method, path template and the zod schemas of
// what goes in and what comes back, reused from the contracts. The web's `call` takes its
// input and result types from a descriptor, so a path can no longer drift from its response
// type. The schemas are carried as types only: a descriptor costs the browser a method and a
// path, never the zod runtime. See docs/decisions/031-typed-endpoint-descriptors.md.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one endpoint (the contracts' own), named by type. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A zod schema of the JSON sent, or `'multipart'` for a FormData upload. */
  body?: z.ZodType | 'multipart';
  /** The success answer; `null` when the server answers 204 No Content. */
  response: z.ZodType | null;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** Below /api/v1, with `{name}` placeholders filled from `params`. */
  readonly path: string;
  /** Never set at run time: it only carries the schemas' types. */
  readonly schemas?: S;
}

/** Declares one endpoint: `endpoint<{ params: typeof …; response: typeof … }>('GET', '/…')`. */
export function endpoint<S extends EndpointSchemas>(method: HttpMethod, path: string): Endpoint<S> {
  return { method, path };
}

type SchemasOf<E extends Endpoint> = NonNullable<E['schemas']>;

/** True when every key of T may be left out. */
export type AllOptional<T> = Partial<T> extends T ? true : false;

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * What a caller passes for a query or path schema: the parsed (output) values, a key optional
 * where the schema accepts it missing (defaults, optional fields).
 */
export type SchemaValues<S extends z.ZodType> = {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? K : never]?: z.output<S>[K];
} & {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? never : K]: z.output<S>[K];
};

type ParamsPart<S> = S extends { params: infer P extends z.ZodType }
  ? { params: SchemaValues<P> }
  : { params?: never };

type QueryPart<S> = S extends { query: infer Q extends z.ZodType }
  ? AllOptional<SchemaValues<Q>> extends true
    ? { query?: SchemaValues<Q> }
    : { query: SchemaValues<Q> }
  : { query?: never };

type BodyPart<S> = S extends { body: 'multipart' }
  ? { body: FormData }
  : S extends { body: infer B extends z.ZodType }
    ? AllOptional<z.input<B>> extends true
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : { body?: never };

/** What one call of the endpoint sends. */
export type EndpointInput<E extends Endpoint> = ParamsPart<SchemasOf<E>> &
  QueryPart<SchemasOf<E>> &
  BodyPart<SchemasOf<E>> & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. an Idempotency-Key. */
    headers?: Record<string, string>;
  };

/** What the endpoint answers on success. */
export type EndpointResult<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType
  ? z.output<SchemasOf<E>['response']>
  : void;
