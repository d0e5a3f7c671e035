import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { API, SANDBOX_TEST_CARDS } from '@fj/shared';
import { RequestObject, Str } from '../../../../lib/schemas';
import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, normaliseCardNumber } from './cards';
import { readCardForm, UNKNOWN_CARD_MESSAGE } from './card-form';
import { renderAuthenticationPage, renderCardPage, renderNotFoundPage, renderPaidPage, type CardForm } from './checkout-page';
import { isSandboxCheckoutId, type HostedCheckout } from './hosted-checkout';
import type { SandboxCheckoutRow, SandboxRepo } from './sandbox.repo';

const tags = ['payments'];
const FORM_BODY_LIMIT = 16 * 1024;
const DELIVERY_FAILED_MESSAGE = 'We could not confirm your payment with Football Jobs. Please try again.';

const HtmlPage = (description: string) => Type.Unsafe<string>({ type: 'string', description });
const Params = RequestObject({ id: Str(60) });
const FormBody = RequestObject({
  action: Type.Optional(Str(40)),
  cardNumber: Type.Optional(Str(40)),
  expiry: Type.Optional(Str(20)),
  cvc: Type.Optional(Str(10)),
  name: Type.Optional(Str(200)),
});

export interface SandboxPageDeps {
  repo: SandboxRepo;
  hosted: HostedCheckout;
  now: () => Date;
  /** The SPA's origin: the page's form may lead there (the success redirect). */
  publicWebUrl: string;
  log: { error(details: object, message: string): void };
}

const pagePath = (id: string) => API.sandboxCheckoutPage.replace(':id', encodeURIComponent(id));

/**
 * The sandbox's hosted checkout, served as a provider's page would be: its own HTML, its own CSP (inline style
 * only, no script; forms may post here and lead to the SPA, which Chromium checks on the success redirect too).
 */
export function registerSandboxCheckoutRoutes(instance: FastifyInstance, deps: SandboxPageDeps): void {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(deps.publicWebUrl).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', csp).header('cache-control', 'no-store').send(page);

  const findCheckout = async (id: string): Promise<SandboxCheckoutRow | undefined> => (isSandboxCheckoutId(id) ? deps.repo.findCheckout(id) : undefined);

  instance.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.route({
      method: 'GET',
      url: API.sandboxCheckoutPage,
      config: { policy: 'public', cacheTtl: false },
      schema: {
        tags,
        operationId: 'sandboxCheckoutPage',
        summary: "The sandbox provider's hosted checkout page (HTML card form)",
        params: Params,
        response: { 200: HtmlPage('The card form, or "already paid"'), 404: HtmlPage('Unknown checkout') },
      },
      handler: async (request, reply) => {
        const checkout = await findCheckout(request.params.id);
        if (!checkout) return html(reply, 404, renderNotFoundPage());
        if (checkout.status === 'complete') return html(reply, 200, renderPaidPage(checkout));
        return html(reply, 200, renderCardPage(checkout, pagePath(checkout.id)));
      },
    });

    app.route({
      method: 'POST',
      url: API.sandboxCheckoutPage,
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'sandboxCheckoutPay',
        summary: 'Pay on the sandbox page (form post): success redirects (303) to the success URL, a decline shows the error',
        params: Params,
        body: FormBody,
        response: {
          200: HtmlPage('The authentication step, or "already paid"'),
          402: HtmlPage('Declined or not authenticated: the form again with the error'),
          404: HtmlPage('Unknown checkout'),
          422: HtmlPage('The form again with field errors'),
          500: HtmlPage('The payment could not be confirmed; the checkout stays open'),
        },
      },
      handler: async (request, reply) => {
        const checkout = await findCheckout(request.params.id);
        if (!checkout) return html(reply, 404, renderNotFoundPage());
        if (checkout.status === 'complete') return html(reply, 200, renderPaidPage(checkout));
        const action = pagePath(checkout.id);
        const form: CardForm = {
          cardNumber: request.body.cardNumber ?? '',
          expiry: request.body.expiry ?? '',
          cvc: request.body.cvc ?? '',
          name: request.body.name ?? '',
        };
        const kept = { expiry: form.expiry, cvc: form.cvc, name: form.name };

        const succeed = async (card: string) => {
          try {
            await deps.hosted.succeed(checkout, card);
          } catch (error) {
            deps.log.error({ err: error, checkoutId: checkout.id }, 'sandbox could not deliver checkout.completed');
            return html(reply, 500, renderCardPage(checkout, action, { values: kept, message: DELIVERY_FAILED_MESSAGE }));
          }
          return reply.redirect(checkout.success_url, 303);
        };
        const fail = async (message: string) => {
          try {
            await deps.hosted.fail(checkout, message);
          } catch (error) {
            deps.log.error({ err: error, checkoutId: checkout.id }, 'sandbox could not deliver checkout.failed');
          }
          return html(reply, 402, renderCardPage(checkout, action, { values: kept, message }));
        };

        if (request.body.action === 'authenticate-complete' || request.body.action === 'authenticate-fail') {
          // Only the authentication test card reaches this step; anything else starts again at the card form.
          if (normaliseCardNumber(form.cardNumber) !== SANDBOX_TEST_CARDS.authenticationRequired) {
            return html(reply, 422, renderCardPage(checkout, action, { values: kept, message: UNKNOWN_CARD_MESSAGE }));
          }
          return request.body.action === 'authenticate-complete' ? succeed(SANDBOX_TEST_CARDS.authenticationRequired) : fail(AUTHENTICATION_FAILED_MESSAGE);
        }

        const read = readCardForm(form, deps.now());
        if (!read.ok) {
          const message = read.errors.cardNumber === UNKNOWN_CARD_MESSAGE ? UNKNOWN_CARD_MESSAGE : 'Check the card details below.';
          return html(reply, 422, renderCardPage(checkout, action, { values: form, errors: read.errors, message }));
        }
        if (read.behaviour === 'authenticate') return html(reply, 200, renderAuthenticationPage(checkout, action, read.card));
        if (read.behaviour === 'decline') return fail(DECLINED_MESSAGE);
        return succeed(read.card);
      },
    });
  });
}
