import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

// Resolved from Fastify's own folder: the compilers are its dependencies, in the versions it expects.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A factory that requires Fastify's default one (`pkg`) the first time a route needs it. */
function lazily<F extends (...args: never[]) => unknown>(pkg: string): F {
  let built: F | null = null;
  return ((...args: Parameters<F>) => {
    built ??= (requireFromFastify(pkg) as () => F)();
    return built(...args);
  }) as F;
}

/**
 * Fastify's default schema compilers, Ajv for validation and fast-json-stringify for responses
 * (each with its own Ajv, over 250 modules together), required when a route with a schema first
 * needs one instead of when the app is made. No route here declares a schema, so a server normally
 * never loads them. One difference comes with handing Fastify a validator factory: it treats the
 * validator as custom and passes a `headers` schema as written, without lower-casing its property
 * names, so a route that validates headers must name them in lower case.
 */
export const lazyCompilers: CompilersFactory = {
  buildValidator: lazily<NonNullable<CompilersFactory['buildValidator']>>('@fastify/ajv-compiler'),
  buildSerializer: lazily<NonNullable<CompilersFactory['buildSerializer']>>(
    '@fastify/fast-json-stringify-compiler',
  ),
};
