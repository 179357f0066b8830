import type { FastifyRequest } from 'fastify';

/** A route guard: resolves, or throws the HTTP error that answers the request. */
export type PreHandler = (request: FastifyRequest) => Promise<void>;
