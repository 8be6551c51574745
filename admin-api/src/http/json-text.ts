import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already serialised (a read-cached answer kept as the text it was sent as), with
 * the content type fastify gives an object it serialises itself.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
