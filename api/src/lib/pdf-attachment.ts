import type { FastifyReply } from 'fastify';

/** A private PDF download (the ATS CV, a receipt): saved as `filename`, never sniffed as another type, never cached. */
export function sendPdfAttachment(reply: FastifyReply, filename: string, bytes: Buffer): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
