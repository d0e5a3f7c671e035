import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { sendPdfAttachment } from '../../lib/pdf-attachment';
import { errorResponses } from '../../lib/schemas';
import { FileResponse } from '../media/media.schemas';
import { PaymentIdParams, PaymentResponse, PaymentsPageBody, PaymentsResponse, SkipCacheOnly } from './payments.schemas';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];

export function registerPaymentsRoutes(instance: FastifyInstance, service: PaymentsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.paymentPayments,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getPayments',
      summary: "The caller's payments, newest first (data + total), with the order lines of shop orders",
      body: PaymentsPageBody,
      response: { 200: PaymentsResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.list(request.actor!, request.body?.page ?? 1, request.body?.limit ?? 10)) }),
  });

  app.route({
    method: 'GET',
    url: API.paymentById,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getPayment',
      summary: 'One payment of the caller (administrators: anyone’s); the thank-you page polls it until it is not pending',
      params: PaymentIdParams,
      querystring: SkipCacheOnly,
      response: { 200: PaymentResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.get(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'GET',
    url: API.paymentReceipt,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getPaymentReceipt',
      summary: 'The PDF receipt of a succeeded payment (404 for any other payment, or one that is not the caller’s)',
      params: PaymentIdParams,
      querystring: SkipCacheOnly,
      response: { 200: FileResponse('The PDF, as an attachment'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const receipt = await service.receipt(request.actor!, request.params.id);
      return sendPdfAttachment(reply, receipt.filename, receipt.bytes);
    },
  });
}
