import { describe, expect, it } from 'vitest';
import { cardExpiry, cardNetworkName, isPaymentMethodMissing, maskedCardNumber, paymentTypeOf, pspOfKind } from './paymentMethods';

describe('paymentTypeOf (billing.md 3.5)', () => {
  it.each([
    ['netsuite', 'invoice'],
    ['fortnox', 'invoice'],
    ['manual_billing', 'invoice'],
    ['adyen_creditcard', 'cc'],
    ['adyen_apple_pay', 'cc'],
    ['adyen_google_pay', 'cc'],
    ['adyen_paypal', 'cc'],
    ['stripe', null],
    ['', null],
    [null, null],
  ])('%s gives %s', (psp, type) => {
    expect(paymentTypeOf(psp)).toBe(type);
  });
});

describe('isPaymentMethodMissing (billing.md 4.9)', () => {
  it.each([
    ['credit card without card_type', { psp: 'adyen_creditcard', creditcard_data: { card_type: null } }, true],
    ['credit card with an empty card_type', { psp: 'adyen_creditcard', creditcard_data: { card_type: '' } }, true],
    ['credit card without card data', { psp: 'adyen_creditcard', creditcard_data: null }, true],
    ['credit card with a card', { psp: 'adyen_creditcard', creditcard_data: { card_type: 'visa' } }, false],
    ['a wallet without card_type', { psp: 'adyen_paypal', creditcard_data: null }, false],
    ['invoice', { psp: 'netsuite', creditcard_data: null }, false],
    ['no payment method', null, true],
  ])('%s: %s', (_name, method, missing) => {
    expect(isPaymentMethodMissing(method)).toBe(missing);
  });
});

describe('cardNetworkName (DECISIONS.md card networks)', () => {
  it.each([
    ['visa', 'Visa'],
    ['mc', 'Mastercard'],
    ['amex', 'American Express'],
    ['disc', 'Discover'],
    ['diners', 'Diners Club'],
    ['applepay', 'Apple Pay'],
    ['googlepay', 'Google Pay'],
    ['paypal', 'PayPal'],
    ['jcb', 'jcb'],
    [null, ''],
  ])('%s is shown as %s', (code, name) => {
    expect(cardNetworkName(code)).toBe(name);
  });
});

describe('card display', () => {
  it('masks a number and writes the expiry', () => {
    expect(maskedCardNumber('1111')).toBe('**** **** **** 1111');
    expect(cardExpiry(3, 2030)).toBe('03/2030');
  });
  it('stores wallets under their PSP and cards under the credit-card PSP', () => {
    expect([pspOfKind('applepay'), pspOfKind('googlepay'), pspOfKind('paypal'), pspOfKind('mc')]).toEqual(['adyen_apple_pay', 'adyen_google_pay', 'adyen_paypal', 'adyen_creditcard']);
  });
});
