import type { PaymentMethod } from '@figura/sdk-core/contract';

// What each way to pay needs before the stand-in takes a payment, as a provider would check it:
// a card's number (Luhn), expiry and CVC; a wallet's account; a bank account's IBAN (mod 97).

/** The test values the checkout page offers (card numbers are in pages.ts). */
export const TEST_WALLET_ACCOUNT = 'buyer@example.com';
export const TEST_IBAN = 'DE89 3704 0044 0532 0130 00';

export interface PaymentDetails {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  account: string;
  iban: string;
}

const WALLETS: readonly PaymentMethod[] = ['paypal', 'alipay', 'wechat_pay'];

/** What is missing or wrong for `method`, in the buyer's words; undefined when all is there. */
export function paymentDetailsProblem(
  method: PaymentMethod,
  details: PaymentDetails,
  now = new Date(),
): string | undefined {
  if (method === 'card') {
    const digits = details.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
      return 'Enter a card number (try the test card).';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(details.cardExpiry.trim());
    const month = Number(expiry?.[1]);
    if (!expiry || month < 1 || month > 12) return 'Enter the card’s expiry as MM/YY.';
    // A card works to the end of its expiry month.
    if (new Date(Date.UTC(2000 + Number(expiry[2]), month, 1)) <= now)
      return 'This card has expired.';
    if (!/^\d{3,4}$/.test(details.cardCvc.trim()))
      return 'Enter the card’s security code (3 or 4 digits).';
    return undefined;
  }
  if (WALLETS.includes(method)) {
    const account = details.account.trim();
    if (account.length < 3 || account.length > 254)
      return 'Enter the account to pay from (an email address or phone number).';
    return undefined;
  }
  if (!isIban(details.iban)) return 'Enter the bank account’s IBAN.';
  return undefined;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
