// The billing service's calls to the payment provider's Checkout API v71, at the configured base URL
// (the stand-in this process serves at /stand-in/psp when none is set). Answers are checked with zod:
// they come from a third party. A charge carries an Idempotency-Key, so a retried call never charges twice.
import { z } from 'zod';
import type { AppServices } from '../context';
import { ApiError } from '../errors';
import { PSP_STAND_IN_BASE } from './pspStandIn';

type PspServices = Pick<AppServices, 'config' | 'listeningOrigin'>;

const pspBase = (services: PspServices) => services.config.PSP_API_URL ?? `${services.listeningOrigin()}${PSP_STAND_IN_BASE}`;

const ActionSchema = z.object({ type: z.literal('redirect'), url: z.string().url(), method: z.enum(['GET', 'POST']), paymentMethodType: z.string().optional(), data: z.record(z.string(), z.string()).optional() });
const PaymentResultSchema = z.object({
  pspReference: z.string().optional(),
  resultCode: z.enum(['Authorised', 'Refused', 'RedirectShopper', 'Error']),
  action: ActionSchema.optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  paymentMethod: z.object({ type: z.string(), brand: z.string().optional() }).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type PspPaymentResult = z.infer<typeof PaymentResultSchema>;
const ServiceErrorSchema = z.object({ status: z.number(), errorCode: z.string(), message: z.string() });
const StoredMethodSchema = z.object({
  id: z.string(),
  type: z.enum(['scheme', 'applepay', 'googlepay', 'paypal']),
  brand: z.string().optional(),
  name: z.string(),
  lastFour: z.string().optional(),
  expiryMonth: z.string().optional(),
  expiryYear: z.string().optional(),
  holderName: z.string().optional(),
  shopperEmail: z.string().optional(),
  supportedShopperInteractions: z.array(z.enum(['Ecommerce', 'ContAuth'])),
});
const PaymentMethodsSchema = z.object({ storedPaymentMethods: z.array(StoredMethodSchema).optional() });
export type PspStoredMethod = z.infer<typeof StoredMethodSchema>;

/** The provider refused the request itself (a field it could not use): its error code and message. */
export class PspRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

async function post<T>(services: PspServices, path: string, body: unknown, schema: z.ZodType<T>, idempotencyKey?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${pspBase(services)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': services.config.PSP_API_KEY, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('unavailable', 'The payment provider cannot be reached');
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 200) return schema.parse(json);
  const error = ServiceErrorSchema.safeParse(json);
  if (error.success && response.status < 500 && response.status !== 401) throw new PspRequestError(response.status, error.data.errorCode, error.data.message);
  throw new ApiError('unavailable', `The payment provider answered ${response.status}`);
}

export type PspPaymentMethod = {
  type: 'scheme' | 'applepay' | 'googlepay' | 'paypal';
  encryptedCardNumber?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName?: string;
  storedPaymentMethodId?: string;
  applePayToken?: string;
  googlePayToken?: string;
};

export interface PspPayment {
  amount: { currency: string; value: number };
  reference: string;
  paymentMethod: PspPaymentMethod;
  returnUrl: string;
  shopperReference: string;
  storePaymentMethod?: boolean;
  recurringProcessingModel?: 'CardOnFile' | 'Subscription' | 'UnscheduledCardOnFile';
  shopperInteraction?: 'Ecommerce' | 'ContAuth';
  countryCode?: string;
}

/** POST /payments: a charge, or with a zero amount and storePaymentMethod a card stored for later charges. */
export const createPspPayment = (services: PspServices, payment: PspPayment, idempotencyKey: string) =>
  post(services, '/v71/payments', { ...payment, merchantAccount: services.config.PSP_MERCHANT_ACCOUNT }, PaymentResultSchema, idempotencyKey);

/** POST /payments/details with the redirectResult the shopper came back with. */
export const submitPspPaymentDetails = (services: PspServices, redirectResult: string) => post(services, '/v71/payments/details', { details: { redirectResult } }, PaymentResultSchema);

/** The payment methods stored for a shopper (the account). */
export async function listPspStoredMethods(services: PspServices, shopperReference: string): Promise<PspStoredMethod[]> {
  const answer = await post(services, '/v71/paymentMethods', { merchantAccount: services.config.PSP_MERCHANT_ACCOUNT, shopperReference }, PaymentMethodsSchema);
  return answer.storedPaymentMethods ?? [];
}
